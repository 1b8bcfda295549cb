"""`python -m cotacheck` is the same as the `cotacheck` command."""

from cotacheck.interfaces.cli.main import main

raise SystemExit(main())
