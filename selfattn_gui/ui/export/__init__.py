"""Pictures, tables, scripts and worksheets written to files."""
