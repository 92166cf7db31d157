"""``python -m selfattn_gui``: the same as the ``selfattn-gui`` command."""

from selfattn_gui.app import main

raise SystemExit(main())
