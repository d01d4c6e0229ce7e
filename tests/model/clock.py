"""A clock the tests move by hand."""


class FakeClock:
    """Callable like `time.monotonic`; `advance` moves it."""

    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds
