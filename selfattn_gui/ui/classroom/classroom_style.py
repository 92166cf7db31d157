"""Fusion, with the switches a classroom must read from the back of the room.

Fusion tells a checked tool button from an unchecked one by a thin sunken outline, and
draws nothing at all in front of an unchecked menu item, so on a projector "Causal mask
on" and "off" look alike.  :class:`ClassroomStyle` fills a checked tool button with
the palette's highlight colour and writes its text in the highlighted-text colour, and
rings a tool button that has the keyboard focus (Fusion shows it faintly, or not at all);
:class:`MenuCheckStyle` draws every checkable menu item's box (or circle, for a choice
of one), empty when it is off, in the menu's text colour.  Both read the palette, so
all four themes follow without a style sheet.

Only menus get :class:`MenuCheckStyle` (it is handed to each menu as the menu is
polished): it answers ``drawPrimitive``, which every table cell calls several times, and
a Python answer there would slow every repaint of a large table.  The application's
style answers only ``drawComplexControl``, which tables do not call per cell.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QMenu,
    QProxyStyle,
    QStyle,
    QStyleFactory,
    QStyleOption,
    QStyleOptionComplex,
    QStyleOptionMenuItem,
    QStyleOptionToolButton,
    QWidget,
)

_State = QStyle.StateFlag
_Role = QPalette.ColorRole
# A tool button with a menu draws an arrow too: Fusion keeps those whole.
_MENU_FEATURES = (
    QStyleOptionToolButton.ToolButtonFeature.Menu
    | QStyleOptionToolButton.ToolButtonFeature.HasMenu
    | QStyleOptionToolButton.ToolButtonFeature.MenuButtonPopup
)


def _fusion() -> QStyle:
    style = QStyleFactory.create("Fusion")
    assert style is not None, "Qt always has the Fusion style"
    return style


class MenuCheckStyle(QProxyStyle):
    """Fusion for menus: every checkable item shows its box, or its circle, even when off."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(_fusion())
        self.setParent(parent)
        self._drawing_choice = False  # the item being drawn is one of an exclusive group

    def drawControl(  # noqa: N802 (Qt override)
        self,
        element: QStyle.ControlElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if (
            element == QStyle.ControlElement.CE_MenuItem
            and isinstance(option, QStyleOptionMenuItem)
            and option.checkType == QStyleOptionMenuItem.CheckType.Exclusive
        ):
            # Fusion paints a choice's dot itself, and nothing when it is off: have it lay
            # the item out as a check box and draw a circle where the box would go.
            item = QStyleOptionMenuItem(option)
            item.checkType = QStyleOptionMenuItem.CheckType.NonExclusive
            self._drawing_choice = True
            try:
                super().drawControl(element, item, painter, widget)
            finally:
                self._drawing_choice = False
            return
        super().drawControl(element, option, painter, widget)

    def drawPrimitive(  # noqa: N802 (Qt override)
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        # Fusion draws a menu item's check as a check box, a bare tick when it is on.
        if element != QStyle.PrimitiveElement.PE_IndicatorCheckBox:
            super().drawPrimitive(element, option, painter, widget)
            return
        on = bool(option.state & _State.State_On)
        if self._drawing_choice:
            _draw_choice(painter, option, on)
            return
        if on:  # Fusion's tick (in a faint box), then the box every item shows over it
            super().drawPrimitive(element, option, painter, widget)
        _draw_box(painter, option)


def _mark_colour(option: QStyleOption) -> QPen:
    """A pen in the colour of the item's text (highlighted text on the hovered item)."""
    role = _Role.HighlightedText if option.state & _State.State_Selected else _Role.Text
    group = (
        QPalette.ColorGroup.Normal
        if option.state & _State.State_Enabled
        else QPalette.ColorGroup.Disabled
    )
    pen = QPen(option.palette.color(group, role), 1.5)
    pen.setCosmetic(True)
    return pen


def _draw_box(painter: QPainter, option: QStyleOption) -> None:
    """The outline of a check box filling the check's square (``option.rect``)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(_mark_colour(option))
    painter.setBrush(Qt.BrushStyle.NoBrush)  # no fill: the item shows through
    painter.drawRoundedRect(QRectF(option.rect).adjusted(1.0, 1.0, -1.0, -1.0), 2.0, 2.0)
    painter.restore()


def _draw_choice(painter: QPainter, option: QStyleOption, on: bool) -> None:
    """A radio circle in the check's square, with a dot in it when chosen."""
    pen = _mark_colour(option)
    square = QRectF(option.rect).adjusted(1.0, 1.0, -1.0, -1.0)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(square)
    if on:
        painter.setBrush(pen.color())
        inset = square.width() / 4
        painter.drawEllipse(square.adjusted(inset, inset, -inset, -inset))
    painter.restore()


class ClassroomStyle(QProxyStyle):
    """The application's style: Fusion, with checked tool buttons filled, and boxed menus."""

    def __init__(self) -> None:
        super().__init__(_fusion())
        self.menu_style = MenuCheckStyle(self)

    def polish(self, target: object) -> None:  # type: ignore[override]
        """Hand each menu the menu style the first time it is shown (once per menu)."""
        if isinstance(target, QMenu) and target.style() is not self.menu_style:
            target.setStyle(self.menu_style)  # polishes the menu with that style
            return
        super().polish(target)  # type: ignore[call-overload]

    def drawComplexControl(  # noqa: N802 (Qt override)
        self,
        control: QStyle.ComplexControl,
        option: QStyleOptionComplex,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if (
            control == QStyle.ComplexControl.CC_ToolButton
            and isinstance(option, QStyleOptionToolButton)
            and option.state & _State.State_On
            and option.state & _State.State_Enabled
            and not option.features & _MENU_FEATURES
        ):
            self._draw_checked_tool_button(option, painter, widget)
        else:
            super().drawComplexControl(control, option, painter, widget)
        if control == QStyle.ComplexControl.CC_ToolButton and option.state & _State.State_HasFocus:
            _draw_focus_ring(option, painter)

    def _draw_checked_tool_button(
        self, option: QStyleOptionToolButton, painter: QPainter, widget: QWidget | None
    ) -> None:
        """Filled with the highlight colour, its text in the highlighted-text colour."""
        palette = option.palette
        fill = palette.color(_Role.Highlight)
        ink = palette.color(_Role.HighlightedText)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # Hovered or pressed: a rim in the text colour, so the pointer still shows.
        hovered = option.state & (_State.State_MouseOver | _State.State_Sunken)
        rim = palette.color(_Role.Text) if hovered else fill
        painter.setPen(QPen(rim, 1.0))
        painter.setBrush(fill)
        painter.drawRoundedRect(QRectF(option.rect).adjusted(0.5, 0.5, -0.5, -0.5), 3.0, 3.0)
        painter.restore()
        label = QStyleOptionToolButton(option)
        label.palette = QPalette(palette)
        for role in (_Role.ButtonText, _Role.WindowText, _Role.Text):
            label.palette.setColor(role, ink)
        frame = self.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, option, widget)
        label.rect = QRect(option.rect).adjusted(frame, frame, -frame, -frame)
        self.drawControl(QStyle.ControlElement.CE_ToolButtonLabel, label, painter, widget)


def _draw_focus_ring(option: QStyleOption, painter: QPainter) -> None:
    """A ring round a tool button reached with Tab, plain on checked and unchecked alike.

    Fusion marks a focused tool button with a faint tint, and a checked one (filled with
    the highlight colour) not at all.  The ring is in the text colour just inside the
    edge, with a second one in the highlighted-text colour inside it on a checked button,
    so it shows against the bar and against the fill in every theme.
    """
    palette = option.palette
    outer = QRectF(option.rect).adjusted(1.0, 1.0, -1.0, -1.0)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(palette.color(_Role.Text), 2.0))
    painter.drawRoundedRect(outer, 3.0, 3.0)
    if option.state & _State.State_On:
        painter.setPen(QPen(palette.color(_Role.HighlightedText), 1.5))
        painter.drawRoundedRect(outer.adjusted(2.0, 2.0, -2.0, -2.0), 2.0, 2.0)
    painter.restore()
