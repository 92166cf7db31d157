"""selfattn-gui: learn self-attention by touching every number."""

__version__ = "0.1.0"
