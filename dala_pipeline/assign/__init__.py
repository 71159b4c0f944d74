"""Stage 3, assign: one corruption per sentence, rarest type first."""
