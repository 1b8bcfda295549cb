"""Property test: the news texts of `tests/layout_news_date.py` (the edital's publication given as a weekday
and the day in brackets, the month and year in the text's dateline) are dated as the text proves it
(`facts/news_date.py`): the publication's day where the dateline is there, the day within the week before
it and the weekday right; no date at all otherwise, never a wrong one."""

from __future__ import annotations

from layout_news_date import news_date
from test_layout_prose import assert_reads_back

from cotacheck.linter import lint_text

SEED = 20261206


def test_news_dates_are_read_only_where_proven():
    def wrong(case) -> list[str]:
        report = lint_text(case.text)
        if report["date"] == case.date:
            return []
        return [f"date {report['date']} ({report['detected'].get('date_source')}), want {case.date}"]

    assert_reads_back(news_date, wrong, SEED, "news_date", per_class=300)
