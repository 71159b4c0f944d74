"""``dala evaluate``: language models scored on the minimal pairs of a build."""
