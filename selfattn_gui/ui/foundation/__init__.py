"""What every feature of the window stands on, and which imports no feature.

The look a view follows, the themes' colours, the roles of labels, plain text from
outside, the when-seen rule, binding a widget to state, the saved settings, the
language and its fonts, file dialogs, restarting, and the GUI thread's collector.
Features import these downward; nothing here imports a folder above it.
"""
