"""The ``dala`` command line; each command calls the stages, never the other way round."""
