# Type stubs of dates._native (python/src/native_module.cpp).
from typing import Iterable, Optional

__version__: str

class Candidate:
    @property
    def output(self) -> str: ...
    @property
    def probability(self) -> float: ...
    @property
    def marks(self) -> list[str]: ...
    def as_dict(self) -> dict: ...

class Result:
    @property
    def output(self) -> str: ...
    @property
    def date(self) -> str: ...
    @property
    def time(self) -> str: ...
    @property
    def offset(self) -> str: ...
    @property
    def order(self) -> str: ...
    @property
    def probability(self) -> float: ...
    @property
    def marks(self) -> list[str]: ...
    @property
    def nbest(self) -> list[Candidate]: ...
    @property
    def error(self) -> str: ...
    @property
    def withheld(self) -> str: ...
    @property
    def has_warning(self) -> bool: ...
    def as_dict(self) -> dict: ...

class Model:
    def normalize(
        self,
        texts: Iterable[str],
        *,
        order: str = "auto",
        output: Optional[str] = None,
        min_confidence: Optional[float] = None,
        beam: int = 1,
        nbest: int = 1,
        length_penalty: float = 1.0,
        constrain: bool = False,
        threads: int = 1,
        batch_size: int = 256,
        column_order: Optional[str] = None,
        keep_guesses: bool = False,
    ) -> list[Result]: ...
    def normalize_one(
        self,
        text: str,
        *,
        order: str = "auto",
        output: Optional[str] = None,
        min_confidence: Optional[float] = None,
        beam: int = 1,
        nbest: int = 1,
        length_penalty: float = 1.0,
        constrain: bool = False,
        threads: int = 1,
        batch_size: int = 256,
        column_order: Optional[str] = None,
        keep_guesses: bool = False,
    ) -> Result: ...
    def normalize_column(
        self,
        texts: Iterable[str],
        *,
        order: str = "auto",
        output: Optional[str] = None,
        min_confidence: Optional[float] = None,
        beam: int = 1,
        nbest: int = 1,
        length_penalty: float = 1.0,
        constrain: bool = False,
        threads: int = 1,
        batch_size: int = 256,
        column_order: Optional[str] = None,
        keep_guesses: bool = False,
    ) -> tuple[list[Result], dict]: ...
    def normalize_distinct(
        self,
        texts: Iterable[str],
        *,
        order: str = "auto",
        output: Optional[str] = None,
        min_confidence: Optional[float] = None,
        beam: int = 1,
        nbest: int = 1,
        length_penalty: float = 1.0,
        constrain: bool = False,
        threads: int = 1,
        batch_size: int = 256,
        column_order: Optional[str] = None,
        keep_guesses: bool = False,
    ) -> tuple[list[Result], list[int]]: ...
    def column_votes(self, texts: Iterable[str]) -> list[int]: ...
    def decide_column(self, votes: list[int]) -> dict: ...
    @property
    def model_file(self) -> str: ...
    @property
    def calibrated_min_confidence(self) -> float: ...
    @property
    def reads_orders(self) -> bool: ...

def load(checkpoint: str, compute_type: str = "auto") -> Model: ...
def load_default(installed_model: str, compute_type: str = "auto") -> Model: ...
