"""How to cite DaLA (the paper's arXiv record), for the builder and the card."""

DALA_CITATION = """\
@misc{barmina2025dala,
  title = {{DaLA}: Danish Linguistic Acceptability Evaluation Guided by Real World Errors},
  author = {Barmina, Gianluca and Norman, Nathalie Carmen Hau and Schneider-Kamp, Peter and Galke Poech, Lukas},
  year = {2025},
  eprint = {2512.04799},
  archivePrefix = {arXiv},
  primaryClass = {cs.CL},
  url = {https://arxiv.org/abs/2512.04799},
}
"""
