"""Declaring a dataclass field's range or choices once, where the field is defined.

The dataclass checks its values against these (`check_fields`), and the widgets
that edit it read the same limits (`range_of`), so the two can never
disagree.
"""

from __future__ import annotations

import enum
from dataclasses import Field, field, fields
from typing import Any

from llk.model.errors import ParameterError, member_named
from llk.model.limits import finite, whole


def ranged(default: Any, low: float, high: float) -> Any:
    """A numeric field with an inclusive range."""
    return field(default=default, metadata={"range": (low, high)})


def chosen(default: str, choices: tuple[str, ...]) -> Any:
    """A text field that must be one of ``choices``."""
    return field(default=default, metadata={"choices": choices})


def named(default: enum.StrEnum) -> Any:
    """A field holding a member of ``default``'s enum; `check_fields` makes its word (read
    from a file) that member."""
    return field(default=default, metadata={"names": type(default)})


def check_fields(instance: Any) -> None:
    """Raise `ParameterError` naming the first field that is out of range or not a choice;
    make the word of each `named` field its member (the dataclass may be frozen).

    Cost: O(number of fields).
    """
    for spec in fields(instance):
        value = getattr(instance, spec.name)
        if "names" in spec.metadata:
            object.__setattr__(instance, spec.name, _member(spec, value))
        elif "range" in spec.metadata:
            low, high = spec.metadata["range"]
            if spec.type in ("int", int):
                whole(spec.name, value, int(low), int(high))
            else:
                finite(spec.name, value, low, high)
        elif spec.type in ("bool", bool) and not isinstance(value, bool):
            raise ParameterError(spec.name, f"{spec.name} must be true or false, not {value!r:.40}")
        if "choices" in spec.metadata and value not in spec.metadata["choices"]:
            allowed = ", ".join(spec.metadata["choices"])
            raise ParameterError(spec.name, f"{spec.name} must be one of {allowed}")


def _member(spec: Field[Any], value: Any) -> enum.StrEnum:
    names: type[enum.StrEnum] = spec.metadata["names"]
    return member_named(names, spec.name, value)


def _spec(kind: type, name: str) -> Field[Any]:
    for spec in fields(kind):
        if spec.name == name:
            return spec
    raise KeyError(name)


def range_of(kind: type, name: str) -> tuple[float, float]:
    """The inclusive range declared for field ``name`` of dataclass ``kind``."""
    low, high = _spec(kind, name).metadata["range"]
    return low, high
