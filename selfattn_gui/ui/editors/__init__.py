"""Spreadsheet-like tables of matrices: the table view, its model, a titled panel, the catalogue of panels."""
