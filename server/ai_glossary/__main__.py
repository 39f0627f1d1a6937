import sys

from ai_glossary.cli import main

sys.exit(main())
