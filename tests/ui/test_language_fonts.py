"""The window's text in Chinese and Arabic comes out in the language's own faces.

Which face really draws a piece of text is read from Qt's own layout of it
(``QTextLayout.glyphRuns``: each run names the font whose glyphs it holds), with the
font of a real label after the language is installed, as the window's widgets get it.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QTextLayout
from PySide6.QtWidgets import QLabel

from selfattn_gui.core.lessons.lesson_markup import render
from selfattn_gui.core.sessions import presets
from selfattn_gui.model.document import Document
from selfattn_gui.model.view_state import ViewState
from selfattn_gui.ui.foundation import language as app_language
from selfattn_gui.ui.foundation.frames import frames_for
from selfattn_gui.ui.teaching.mistakes_lab import MistakesLab
from selfattn_gui.ui.teaching.walkthrough_panel import WalkthroughPanel

NEEDS = {"zh_CN": "Noto Sans CJK SC", "ar": "Noto Sans Arabic"}
#: words in the language's script (直 and 骨 have other forms in Japan), and a sentence
#: mixing them with Latin letters and digits as the window's texts do
SCRIPT = {"zh_CN": "直骨的权重分数", "ar": "الأوزان لكل صف"}
SENTENCE = {"zh_CN": "分数 = Q·Kᵀ：cat 的权重 0.77", "ar": "الأوزان = softmax لكل صف 0.77"}


def faces_drawing(text: str, font: QFont) -> set[str]:
    """The families whose glyphs draw ``text`` laid out in ``font``."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return {run.rawFont().familyName() for run in layout.glyphRuns()}


@pytest.fixture
def installed(qapp, request):
    code = request.param
    if not QFontDatabase.hasFamily(NEEDS[code]):
        pytest.skip(f"{NEEDS[code]} is not installed (.ci/run installs fonts-noto-core, -cjk)")
    latin = QFontInfo(qapp.font()).family()  # the window's face before
    done = app_language.install(qapp, code)
    yield code, latin
    app_language.uninstall(qapp, done)


@pytest.mark.parametrize("installed", ["zh_CN", "ar"], indirect=True)
def test_a_label_draws_the_script_in_its_own_face_and_latin_in_the_window_s(qtbot, installed):
    code, latin = installed
    label = QLabel(SENTENCE[code])
    qtbot.addWidget(label)
    script = faces_drawing(SCRIPT[code], label.font())
    if code == "zh_CN":
        assert script == {"Noto Sans CJK SC"}  # never the JP, TC or KR forms
    else:
        assert script and not [face for face in script if "Kufi" in face]  # a text face
    # Latin letters and digits keep the window's face, so the tables keep their widths.
    assert faces_drawing("cat 0.77 −1.00", label.font()) == {latin}
    assert faces_drawing(SENTENCE[code], label.font()) <= script | {latin}


@pytest.mark.parametrize("installed", ["zh_CN", "ar"], indirect=True)
def test_no_fake_italics_in_a_script_without_them(qtbot, installed):
    panel = WalkthroughPanel()
    qtbot.addWidget(panel)
    formula = panel.findChild(QLabel, "label.step_formula")
    assert formula is not None and not formula.font().italic()
    # A lesson's emphasis is bold instead: Qt would shear the characters.
    assert render("在 <i>之前</i> 的<em>词元</em>") == "在 <b>之前</b> 的<b>词元</b>"
    # and so is the mistakes lab's, whose translations keep the English <i>
    document = Document(presets.load_preset("cat-sat-mat"))
    lab = MistakesLab(document)
    frames = frames_for(document, ViewState())
    frames.add(lab)
    qtbot.addWidget(lab)
    lab.show()
    lab.set_mistake("wrong_axis")
    qtbot.waitUntil(lambda: "<b>" in lab.look_for.text())
    assert "<i>" not in lab.look_for.text()


def test_english_keeps_its_italics(qtbot):
    panel = WalkthroughPanel()
    qtbot.addWidget(panel)
    formula = panel.findChild(QLabel, "label.step_formula")
    assert formula is not None and formula.font().italic()
    assert render("the <i>column</i>") == "the <i>column</i>"
