; Inno Setup script for selfattn-gui on Windows: one setup .exe, no network needed.
;
; Build it on Windows (see packaging/README.md, "Windows"):
;   1. py -3.11 -m venv .venv && .venv\Scripts\pip install -e ".[packaging]"
;   2. set QT_API=PySide6
;      .venv\Scripts\pyinstaller --noconfirm --clean --distpath dist --workpath build\pyinstaller packaging\selfattn_gui.spec
;      (the same spec as Linux; it picks resources\icons\selfattn-gui.ico on Windows)
;   3. "C:\Program Files (x86)\Inno Setup 6\ISCC.exe" /DAppVersion=0.1.0 packaging\windows\selfattn-gui.iss
; The installer lands in dist\selfattn-gui-<version>-setup.exe.
;
; It installs per machine into Program Files (or per user when the user picks that
; in the dialog, since PrivilegesRequiredOverridesAllowed allows it), adds a
; Start-menu shortcut, offers itself for *.selfattn.json files (see [Registry] for
; what Windows allows there), and registers an uninstaller in "Apps and features".

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "selfattn-gui"
#define AppExe "selfattn-gui.exe"
#define ProgId "selfattn-gui.session"
; Paths below are relative to this script's folder (packaging\windows).
#define Repo "..\.."

[Setup]
; A fixed AppId keeps upgrades and uninstalls pointing at the same installation.
AppId={{6C1D2B7E-4F3A-4C8E-9B57-2E0F3A5D9C41}
AppName={#AppName}
AppVersion={#AppVersion}
AppPublisher=selfattn-gui developers
AppComments=Learn self-attention by touching every number.
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=admin
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#Repo}\dist
OutputBaseFilename={#AppName}-{#AppVersion}-setup
SetupIconFile={#Repo}\resources\icons\selfattn-gui.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName} {#AppVersion}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
; Tell Explorer to refresh its file icons after the association changes.
ChangesAssociations=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole one-folder bundle: the .exe and its _internal folder (Qt, NumPy, resources).
Source: "{#Repo}\dist\selfattn-gui\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "Learn self-attention by touching every number"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; Windows picks a file's handler by the text after the LAST dot only, so
; "lesson.selfattn.json" is a ".json" file to Explorer: a ".selfattn.json" key would
; never be consulted.  Since Windows 8 no installer may silently make itself the
; default for an extension either.  So the installer does the two things Windows
; allows without taking .json away from the user's editor:
;   * lists selfattn-gui under "Open with" for .json files (OpenWithProgids), where
;     the user can tick "Always use this app" to make double-click open sessions;
;   * adds "Open in selfattn-gui" to the right-click menu of every .json file.
; The uninstaller removes both.
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "selfattn-gui session"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\SystemFileAssociations\.json\shell\selfattn-gui"; ValueType: string; ValueName: ""; ValueData: "Open in selfattn-gui"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\SystemFileAssociations\.json\shell\selfattn-gui"; ValueType: string; ValueName: "Icon"; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\SystemFileAssociations\.json\shell\selfattn-gui\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Nothing the app writes lives under {app}; settings in the user's profile stay.
Type: dirifempty; Name: "{app}"
