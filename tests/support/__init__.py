"""Helpers shared by the test folders (on sys.path via pytest's `pythonpath = tests`)."""
