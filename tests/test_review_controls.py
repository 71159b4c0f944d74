"""Review controls are changes that cannot make a sentence wrong: a number
changed by one where nothing agrees with it, or ``også``/``altså`` removed
where it is the sentence adverb after a finite auxiliary."""

import pytest

from dala_pipeline.review.sample import CONTROL, apply_edit, control_change, read_pairs, sample


def _changed(text: str) -> str | None:
    edit = control_change(text)
    return None if edit is None else apply_edit(text, edit)


@pytest.mark.parametrize("text, changed", [
    ("Han fik 15 kroner i går.", "Han fik 16 kroner i går."),
    ("Prisen steg til 99 kroner om måneden.", "Prisen steg til 100 kroner om måneden."),
    ("I 1998 flyttede de til Århus.", "I 1999 flyttede de til Århus."),
    # 1 is left alone (the noun agrees with it); the next number is used
    ("Han fik 1 krone og 20 øre.", "Han fik 1 krone og 21 øre."),
])
def test_a_number_is_changed_by_one(text, changed):
    assert _changed(text) == changed


@pytest.mark.parametrize("text", [
    "Han fik 1 krone i går.",              # 2 krone: the noun agrees with 1
    "Han fik 0 point i går.",              # 1 point: and with 0
    "Den 31. december kom han hjem.",      # an ordinal: 32. december is no date
    "I 1990'erne var det anderledes.",     # a decade
    "Det regnede i 1,5 time.",             # a decimal
    "Toget kører kl. 14.30 fra Odense.",   # a time
    "Der bor 10 000 mennesker i byen.",    # a group of digits
    "Agent 007 kom for sent.",             # a code with a leading zero
    "Han blev nummer 3.",                  # sentence-final: the full stop reads as an ordinal's
])
def test_a_number_something_agrees_with_or_that_is_not_a_count_is_left_alone(text):
    assert control_change(text) is None


@pytest.mark.parametrize("text, changed", [
    ("Hun er også i byen i dag.", "Hun er i byen i dag."),
    ("Nu er han også i byen.", "Nu er han i byen."),             # after the verb and its subject pronoun
    ("Er du også træt af det?", "Er du træt af det?"),
    ("Det kan også være en fejl.", "Det kan være en fejl."),
    ("Det er altså for meget.", "Det er for meget."),
    ("Han fik 1 krone, men han er også glad.", "Han fik 1 krone, men han er glad."),
])
def test_a_sentence_adverb_after_a_finite_auxiliary_is_removed(text, changed):
    assert _changed(text) == changed


@pytest.mark.parametrize("text", [
    # the correlation ikke kun/bare/blot/alene ..., (men) også: nothing is removed in it
    "Han er ikke kun sød, men er også klog.",
    "Det er ikke bare et hus, det er også et hjem.",
    "Hun var ikke blot træt, hun var også sulten.",
    "Det er ikke alene dyrt, men det er også grimt.",
    # bare, lige, kun, nok, jo, vel are never removed
    "Han er bare træt i dag.",
    "Det er lige her ved siden af.",
    "Han er kun træt i dag.",
    "Der er nok til alle i dag.",
    "Han er jo syg i dag.",
    "Det er vel at mærke gratis.",
    # not after a finite auxiliary, or nothing after it
    "Hun kom også i går.",
    "Også han kom i går.",
    "Det er han også.",
])
def test_other_adverbs_and_other_places_are_left_alone(text):
    assert control_change(text) is None


def test_every_control_of_an_export_of_the_bundled_build_is_one_of_the_two_kinds(built):
    pairs = read_pairs(built)
    items = sample(pairs, per_type=1, controls=40, seed=3)
    controls = [i for i in items if i.corruption_type == CONTROL]
    assert len(controls) == 40
    goods = {p["pair_id"]: p["sentence_good"] for p in pairs}
    kinds = set()
    for item in controls:
        good, edit = goods[item.pair_id], item.edit
        assert {item.a, item.b} == {good, apply_edit(good, edit)}
        if edit["replacement"]:
            assert int(edit["replacement"]) == int(edit["original"]) + 1 >= 3
            kinds.add("number")
        else:
            assert edit["original"] in (" også", " altså")
            assert "ikke kun" not in good and "ikke bare" not in good
            kinds.add("adverb")
    assert kinds == {"number", "adverb"}
