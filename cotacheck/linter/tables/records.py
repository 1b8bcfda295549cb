"""Records of a long report: dictionaries that share one table of keys (an object's own dictionary),
so that a table of 50 000 rows is not held as as many whole dictionaries (its findings are smaller
still: `finding_record.py`).

Each kind of record is a `Record` made once with every key its records may ever get, in their order:
a record is a plain `dict` (JSON, copies, comparisons alike) whose keys are the shared table's, in the
order they were set; a key added later that the table already knows keeps it shared (a key outside
it would give that record a table of its own, three times the size). A finding made as a plain dict
took about 310 bytes and 500 once its readings were added; as a record, 220."""

from __future__ import annotations


class Record:
    """A kind of record: `Record(keys)(fields)` is `fields` as a dictionary sharing `keys`' table."""

    def __init__(self, keys: tuple[str, ...]):
        self.holder = type("Fields", (), {"__doc__": "Holder of a record's fields (its dictionary is the record)."})
        primer = self.holder()  # the table of keys, made in `keys`' order by a first object
        for key in keys:
            setattr(primer, key, None)
        self.keys = keys

    def __call__(self, fields: dict) -> dict:
        record = self.holder()
        for key, value in fields.items():
            setattr(record, key, value)
        return vars(record)


#: A cargo's row in the report (`linter.position_row`), in the order of the report's JSON.
ROW = Record(
    (
        "name",
        "vacancies",
        "reserved_stated",
        "reserved_required",
        "line",
        "cargo",
        "slice",
        "cadastro_reserva",
        "reserved_by_group_stated",
        "reserved_by_group_required",
        "pcd_stated",
        "pcd_required",
        "open_stated",
        "total_stated",
        "source",
        "lines",
        "confidence",
        "reading",
        "cadastro_reserva_stated",
        "reserve_scope",
        "other_reserves_stated",
        "confidence_reason",
    )
)
