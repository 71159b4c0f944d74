"""Measuring precision by blind review, stage by stage: ``sample`` (the pairs and controls an export
shows), ``sheet`` (the sheet, key and auto.json, written and read back with checks), ``page`` (the
export: sheet, key and page together) and ``score`` (precision, agreement and the originals judged wrong)."""
