"""The attention toolbar (masks, positions, scaling, residual, W_o, LayerNorm) and its
companion toolbar of heads, sizes and decimals.

Every control shows the document's state and turns a change into an undoable edit;
updates coming back from the document are applied with signals blocked so they
can't bounce back in as a second edit.

The two are separate toolbars so that the window can lay them on two rows when one row
is too narrow (``toolbar_rows``), which also makes every control a Tab stop in the order
it sits on the rows.  Space toggles a focused switch.
"""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLabel, QSpinBox, QWidget

from selfattn_gui.core.sessions import layer_edits, size_edits
from selfattn_gui.core.sessions.layers import Layer
from selfattn_gui.core.sessions.session import MAX_HEADS, MAX_WIDTH, Session
from selfattn_gui.core.text import translate
from selfattn_gui.core.text_direction import isolate
from selfattn_gui.model.document import Document
from selfattn_gui.model.view_state import MAX_DECIMALS, ViewState
from selfattn_gui.ui.foundation.bind import bind_spin_box, signals_blocked
from selfattn_gui.ui.shell.spin_undo_keys import UndoKeysReachTheWindow
from selfattn_gui.ui.shell.switch_tips import (
    CAUSAL_TIP,
    POSITIONS_TIP,
    offer_causal,
    offer_positions,
)
from selfattn_gui.ui.shell.toolbar_rows import RowToolBar


def _spin(name: str, accessible: str, low: int, high: int, tip: str) -> QSpinBox:
    spin = QSpinBox()
    spin.setObjectName(name)
    spin.setAccessibleName(accessible)
    spin.setRange(low, high)
    spin.setToolTip(tip)
    spin.setKeyboardTracking(False)  # typing "16" is one change, not "1" then "16"
    return spin


class AttentionToolBar(RowToolBar):
    """Toggles and sizes of the open session, and the decimals of the view state.

    The switches sit on this toolbar; the heads, sizes and decimals on ``sizes``, a
    second toolbar that the window places after it (on the same row when there is room).
    """

    def __init__(
        self, document: Document, view_state: ViewState, parent: QWidget | None = None
    ) -> None:
        super().__init__(translate("toolbar", "Attention"), "toolbar.attention", parent)
        self.sizes = RowToolBar(translate("toolbar", "Heads and sizes"), "toolbar.sizes", parent)
        self._document = document
        self._add_toggles()
        self._add_head_choice()
        self.sizes.addSeparator()
        self._add_sizes()
        self.sizes.addSeparator()
        self._add_decimals(view_state)
        self._undo_keys = UndoKeysReachTheWindow(self)
        for spin in self.sizes.findChildren(QAbstractSpinBox):
            spin.installEventFilter(self._undo_keys)
        document.sig_session_changed.connect(self.refresh)
        document.sig_head_selected.connect(self.refresh)
        document.sig_layer_selected.connect(self.refresh)  # its heads, sizes and switches
        self.refresh()

    def _add_toggles(self) -> None:
        """The switches of the computation: causal mask, positions, scaling, residual, W_o."""
        self.causal = self._toggle(
            "toggle.causal",
            translate("toolbar", "Causal mask"),
            "M",
            translate("switch_tips", CAUSAL_TIP),
        )
        self.causal.toggled.connect(self._on_causal_toggled)
        self.positional = self._toggle(
            "toggle.positional_encoding",
            translate("toolbar", "Positions"),
            "P",
            translate("switch_tips", POSITIONS_TIP),
        )
        self.positional.toggled.connect(self._on_positional_toggled)
        self.scale = self._toggle(
            "toggle.scale",
            isolate("÷√d_k"),  # in Arabic too (else it shows as "d_k√÷")
            None,
            translate("toolbar", "Divide the scores by √d_k before the softmax"),
            spoken=translate("toolbar", "Divide by the square root of d_k"),
        )
        self.scale.toggled.connect(self._on_scale_toggled)
        self.residual = self._toggle(
            "toggle.residual",
            translate("toolbar", "Residual"),
            None,
            translate("toolbar", "Add each token's own vector back: Z + attention"),
        )
        self.residual.toggled.connect(self._on_residual_toggled)
        self.w_o = self._toggle(
            "toggle.W_o",
            "W_o",
            None,
            translate("toolbar", "Project the concatenated heads back with W_o"),
        )
        self.w_o.toggled.connect(self._on_w_o_toggled)
        self.layer_norm = self._toggle(
            "toggle.layer_norm",
            "LayerNorm",  # the layer's name in the code and papers, kept as it is
            None,
            translate(
                "toolbar",
                "Normalise each token's row before the heads read it: mean 0, spread 1, then "
                "× gain + bias (gain 1, bias 0 to start)",
            ),
            spoken=translate("toolbar", "Layer normalisation"),
        )
        self.layer_norm.toggled.connect(self._on_layer_norm_toggled)

    def _add_head_choice(self) -> None:
        """Which head the panels show, and how many heads there are."""
        self.head_combo = QComboBox()
        self.head_combo.setObjectName("combo.head")
        self.head_combo.setAccessibleName(translate("toolbar", "Head shown in the panels"))
        self.head_combo.setToolTip(
            translate("toolbar", "Which head's W_q, W_k, W_v, Q, K, V, scores and weights to show")
        )
        self.head_combo.currentIndexChanged.connect(self._on_head_combo_changed)
        self._add_labelled(translate("toolbar", "Head"), self.head_combo)
        self.heads_spin = _spin(
            "spin.heads",
            translate("toolbar", "Number of heads"),
            1,
            MAX_HEADS,
            translate("toolbar", "Number of heads"),
        )
        self.heads_spin.valueChanged.connect(self._on_heads_spin_changed)
        self._add_labelled(translate("toolbar", "of"), self.heads_spin)

    def _add_sizes(self) -> None:
        """The widths d_model, d_k and d_v."""
        self.d_model_spin = _spin(
            "spin.d_model",
            "d_model",
            1,
            MAX_WIDTH,
            translate("toolbar", "Width of the token vectors"),
        )
        self.d_k_spin = _spin(
            "spin.d_k", "d_k", 1, MAX_WIDTH, translate("toolbar", "Width of queries and keys")
        )
        self.d_v_spin = _spin(
            "spin.d_v", "d_v", 1, MAX_WIDTH, translate("toolbar", "Width of the values")
        )
        for label, spin, field in (
            ("d_model", self.d_model_spin, "d_model"),
            ("d_k", self.d_k_spin, "d_k"),
            ("d_v", self.d_v_spin, "d_v"),
        ):
            self._add_labelled(label, spin)
            spin.valueChanged.connect(lambda value, f=field: self._on_size_changed(f, value))

    def _add_decimals(self, view_state: ViewState) -> None:
        """The decimals shown everywhere, bound to the view state (not to the session)."""
        self.decimals_spin = _spin(
            "spin.decimals",
            translate("toolbar", "Decimals shown"),
            0,
            MAX_DECIMALS,
            translate("toolbar", "Decimals shown"),
        )
        bind_spin_box(
            self.decimals_spin,
            view_state.decimals,
            view_state.sig_decimals_changed,
            view_state.set_decimals,
        )
        self._add_labelled(translate("toolbar", "decimals"), self.decimals_spin)

    def _add_labelled(self, text: str, control: QWidget) -> None:
        """``control`` after its label; a screen reader reads the label with it (its buddy)."""
        label = QLabel(f" {text} ")  # a space either side keeps the words off the controls
        label.setBuddy(control)
        self.sizes.addWidget(label)
        self.sizes.addWidget(control)

    def _toggle(
        self, name: str, text: str, shortcut: str | None, tip: str, spoken: str = ""
    ) -> QAction:
        """A switch; ``spoken`` is what a screen reader says when ``text`` is a formula."""
        action = QAction(text, self)
        action.setObjectName(name)
        action.setCheckable(True)
        action.setToolTip(tip)
        action.setStatusTip(tip)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        self.addAction(action)
        button = self.widgetForAction(action)
        if button is not None:
            button.setObjectName(f"button.{name.split('.', 1)[1]}")
            button.setAccessibleName(spoken or text)
        return action

    # -- document -> controls ----------------------------------------------------------
    def refresh(self) -> None:
        """Show the session's switches, and the layer on show's heads, sizes, residual,
        W_o and layer norm (a stack's layers each have their own)."""
        session = self._document.session
        layer = session.layers[self._document.shown_layer]
        with signals_blocked(
            self.causal,
            self.positional,
            self.scale,
            self.residual,
            self.w_o,
            self.layer_norm,
            self.head_combo,
            self.heads_spin,
            self.d_model_spin,
            self.d_k_spin,
            self.d_v_spin,
        ):
            self._show_switches(session, layer)

    def _show_switches(self, session: Session, layer: Layer) -> None:
        """Set every switch and size to ``session`` and its layer ``layer`` (signals blocked)."""
        self.causal.setChecked(session.causal)
        offer_causal(self.causal, session.attention == "cross")
        W_pos_shape = () if session.W_pos is None else session.W_pos.shape
        offer_positions(self.positional, session.positional_encoding, W_pos_shape)
        self.scale.setChecked(session.scale == "sqrt_dk")
        self.residual.setChecked(layer.residual)
        self.w_o.setChecked(layer.W_o is not None)
        self.layer_norm.setChecked(layer.layer_norm is not None)
        if self.head_combo.count() != layer.n_heads:
            self.head_combo.clear()
            head = translate("toolbar", "head {number}")
            self.head_combo.addItems([head.format(number=h + 1) for h in range(layer.n_heads)])
        self.head_combo.setCurrentIndex(self._document.selected_head)
        sizes = (layer.n_heads, session.d_model, layer.d_k, layer.d_v)
        spins = (self.heads_spin, self.d_model_spin, self.d_k_spin, self.d_v_spin)
        for spin, size in zip(spins, sizes, strict=True):
            if spin.value() != size:  # setValue repaints the box even when nothing changed
                spin.setValue(size)

    # -- controls -> document ----------------------------------------------------------
    def _on_causal_toggled(self, on: bool) -> None:
        session = self._document.session
        self._document.apply(
            session.replace(causal=on),
            translate("toolbar", "Causal mask on")
            if on
            else translate("toolbar", "Causal mask off"),
        )

    def _on_positional_toggled(self, on: bool) -> None:
        session = self._document.session
        kind = "sinusoidal" if on else "none"
        self._document.apply(
            session.replace(positional_encoding=kind),
            translate("toolbar", "Positions on") if on else translate("toolbar", "Positions off"),
        )

    def _on_scale_toggled(self, on: bool) -> None:
        session = self._document.session
        self._document.apply(
            session.replace(scale="sqrt_dk" if on else "none"),
            translate("toolbar", "Scale by √d_k") if on else translate("toolbar", "No scaling"),
        )

    def _on_residual_toggled(self, on: bool) -> None:
        self._edit_or_undo_control(
            layer_edits.set_residual,
            self._named(
                translate("toolbar", "Residual on") if on else translate("toolbar", "Residual off")
            ),
            on,
        )

    def _on_w_o_toggled(self, on: bool) -> None:
        if on:
            self._edit_or_undo_control(
                size_edits.add_W_o, self._named(translate("toolbar", "Add W_o"))
            )
        else:
            self._edit_or_undo_control(
                size_edits.remove_W_o, self._named(translate("toolbar", "Remove W_o"))
            )

    def _on_layer_norm_toggled(self, on: bool) -> None:
        self._edit_or_undo_control(
            layer_edits.set_layer_norm,
            self._named(
                translate("toolbar", "LayerNorm on")
                if on
                else translate("toolbar", "LayerNorm off")
            ),
            on,
        )

    def _on_head_combo_changed(self, index: int) -> None:
        if index >= 0:
            self._document.select_head(index)

    def _on_heads_spin_changed(self, value: int) -> None:
        self._edit_or_undo_control(
            size_edits.resize,
            self._named(translate("toolbar", "%n heads", None, value)),
            n_heads=value,
        )

    def _on_size_changed(self, field: str, value: int) -> None:
        # d_model is the whole session's; d_k and d_v the layer on show's
        on_show = field != "d_model"
        text = self._named(f"{field} = {value}") if on_show else f"{field} = {value}"
        self._edit_or_undo_control(size_edits.resize, text, **{field: value})

    def _named(self, text: str) -> str:
        """An undo text that says which layer it changed, in a stack ("3 heads (layer 2)")."""
        if self._document.session.n_layers == 1:
            return text
        return translate("toolbar", "{change} (layer {layer})").format(
            change=text, layer=self._document.shown_layer + 1
        )

    def _edit_or_undo_control(self, make: object, text: str, *args: object, **sizes: int) -> None:
        """Make the edit on the layer on show; if the document refuses it (and says why),
        the control shows the session's value again instead of one the session does not
        have."""
        layer = self._document.shown_layer
        if not self._document.try_apply(make, text, layer, *args, **sizes):
            self.refresh()
