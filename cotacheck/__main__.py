"""`python -m cotacheck` is the same as the `cotacheck` command."""

from cotacheck.cli import main

raise SystemExit(main())
