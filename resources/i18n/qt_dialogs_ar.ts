<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Qt's own words that its catalogue qtbase_ar.qm lacks for the Qt this app ships:
     Qt 6 added mnemonics to the file dialog's labels ("&Look in:", "Files of &type:")
     and moved "Drive" and "Folder" (its Type column) to QAbstractFileIconProvider, and the
     translations were not brought along. Worded as qtbase_ar.qm words the old ones. Its dock title bars'
     buttons ("Close", "Float") are missing too.
     Written by hand (lupdate does not read Qt's sources); tests/ui/shell/test_qt_dialog_words.py
     fails when the dialog shows a word that no catalogue translates. -->
<TS version="2.1" language="ar">
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>ا&amp;عثر في:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>الملفّات من ال&amp;نّوع:</translation>
        </message>
    </context>
    <context>
        <name>QAbstractFileIconProvider</name>
        <message>
            <source>Drive</source>
            <translation>القرص</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>مجلّد</translation>
        </message>
    </context>
    <context>
        <name>QDockWidget</name>
        <message>
            <source>Close</source>
            <translation>إغلاق</translation>
        </message>
        <message>
            <source>Closes the dock widget</source>
            <translation>يغلق اللوحة</translation>
        </message>
        <message>
            <source>Float</source>
            <translation>تعويم</translation>
        </message>
        <message>
            <source>Undocks and re-attaches the dock widget</source>
            <translation>يفصل اللوحة عن النافذة ويعيد إرفاقها</translation>
        </message>
    </context>
</TS>
