<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Qt's own words that its catalogue qtbase_zh_CN.qm lacks for the Qt this app ships:
     Qt 6 added mnemonics to the file dialog's labels ("&Look in:", "Files of &type:")
     and moved "Drive" and "Folder" (its Type column) to QAbstractFileIconProvider, and the
     translations were not brought along. Worded as qtbase_zh_CN.qm words the old ones.
     Written by hand (lupdate does not read Qt's sources); tests/ui/shell/test_qt_dialog_words.py
     fails when the dialog shows a word that no catalogue translates. -->
<TS version="2.1" language="zh_CN">
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>查找范围(&amp;L)：</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>文件类型(&amp;T)：</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Drive</source>
            <translation>驱动器</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>文件夹</translation>
        </message>
    </context>
</TS>
