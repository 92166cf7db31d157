<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Qt's own words that its catalogue qtbase_pt_BR.qm lacks for the Qt this app ships:
     Qt 6 added mnemonics to the file dialog's labels ("&Look in:", "Files of &type:")
     and moved "Drive" and "Folder" (its Type column) to QAbstractFileIconProvider, and the
     translations were not brought along. Worded as qtbase_pt_BR.qm words the old ones.
     Written by hand (lupdate does not read Qt's sources); tests/ui/shell/test_qt_dialog_words.py
     fails when the dialog shows a word that no catalogue translates. -->
<TS version="2.1" language="pt_BR">
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>&amp;Procurar em:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>Arquivos do &amp;tipo:</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Drive</source>
            <translation>Unidade</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>Pasta</translation>
        </message>
    </context>
</TS>
