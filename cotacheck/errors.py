"""The one error type users see: bad input, explained in one line of Portuguese."""


class InputError(Exception):
    """Input the tool cannot use. `str(error)` is a one-line message in Portuguese."""


class LawDataError(Exception):
    """The law data files are inconsistent: a developer error, caught by the tests and at import."""
