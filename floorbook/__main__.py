from floorbook.cli import main

raise SystemExit(main())
