<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
    <context>
        <name>appearance</name>
        <message>
            <source>Light</source>
            <translation>Clair</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Sombre</translation>
        </message>
        <message>
            <source>High contrast (projector)</source>
            <translation>Contraste élevé (projecteur)</translation>
        </message>
    </context>
    <context>
        <name>atomic_files</name>
        <message>
            <source>the name is a loop of symbolic links</source>
            <translation>le nom est une boucle de liens symboliques</translation>
        </message>
        <message>
            <source>the file is read-only, so it was left as it was</source>
            <translation>le fichier est en lecture seule : il a été laissé tel quel</translation>
        </message>
        <message>
            <source>nothing was written to {name}</source>
            <translation>rien n'a été écrit dans {name}</translation>
        </message>
    </context>
    <context>
        <name>attention</name>
        <message>
            <source>softmax over the columns instead of the rows</source>
            <translation>la softmax sur les colonnes au lieu des lignes</translation>
        </message>
        <message>
            <source>masking after the softmax (zeroing) instead of before it</source>
            <translation>le masque appliqué après la softmax (mise à zéro) au lieu d'avant</translation>
        </message>
        <message>
            <source>forgetting to divide the scores by √d_k</source>
            <translation>l'oubli de la division des scores par √d_k</translation>
        </message>
        <message>
            <source>token {position} "{token}" has nothing left to attend to: every key is masked for it; show at least one key (for example itself)</source>
            <translation>le token {position} « {token} » n'a plus rien à regarder : toutes les clés lui sont masquées ; laissez au moins une clé visible (par exemple lui-même)</translation>
        </message>
        <message>
            <source>the residual connection is switched off</source>
            <translation>la connexion résiduelle est désactivée</translation>
        </message>
    </context>
    <context>
        <name>attention_panels</name>
        <message>
            <source>Attention weights</source>
            <translation>Poids d'attention</translation>
        </message>
        <message>
            <source>Weights of the selected query over the keys</source>
            <translation>Poids de la requête sélectionnée sur les clés</translation>
        </message>
        <message>
            <source>Weights of head {number}: rows are queries, columns keys</source>
            <translation>Poids de la tête {number} : les lignes sont les requêtes, les colonnes les clés</translation>
        </message>
    </context>
    <context>
        <name>autosave</name>
        <message>
            <source>the recovery folder {folder} is a file, not a folder (move that file away)</source>
            <translation>le dossier de récupération {folder} est un fichier, pas un dossier (déplacez ce fichier ailleurs)</translation>
        </message>
        <message>
            <source>cannot write the recovery copy in {folder} ({reason})</source>
            <translation>impossible d'écrire la copie de récupération dans {folder} ({reason})</translation>
        </message>
        <message>
            <source>could not remove the recovery copy {file} ({reason}); it will be offered at the next start</source>
            <translation>impossible de supprimer la copie de récupération {file} ({reason}) ; elle sera proposée au prochain démarrage</translation>
        </message>
    </context>
    <context>
        <name>background_training</name>
        <message>
            <source>Trained in the app: seed {seed}, {steps} steps</source>
            <translation>Entraîné dans l'application : graine {seed}, {steps} pas</translation>
        </message>
    </context>
    <context>
        <name>bar_labels</name>
        <message>
            <source>masked</source>
            <translation>masquée</translation>
        </message>
    </context>
    <context>
        <name>cell_blocks</name>
        <message>
            <source>Copy works on one rectangle of cells: select a single block.</source>
            <translation>La copie porte sur un seul rectangle de cellules : sélectionnez un seul bloc.</translation>
        </message>
        <message>
            <source>These numbers are hidden until you answer the lesson's question: answer it (or press Reveal) to copy them.</source>
            <translation>Ces nombres sont cachés jusqu'à ce que vous répondiez à la question de la leçon : répondez-y (ou appuyez sur Révéler) pour les copier.</translation>
        </message>
        <message>
            <source>Select the cell where the pasted numbers should start.</source>
            <translation>Sélectionnez la cellule où les nombres collés doivent commencer.</translation>
        </message>
        <message>
            <source>Nothing was pasted: {reason}</source>
            <translation>Rien n'a été collé : {reason}</translation>
        </message>
        <message>
            <source>pasted {rows} × {columns} but only {rows_fit} × {columns_fit} fit from row {row}, column {column}: the extra cells were left out</source>
            <translation>{rows} × {columns} collés, mais seuls {rows_fit} × {columns_fit} tiennent à partir de la ligne {row}, colonne {column} : les cellules en trop ont été laissées de côté</translation>
        </message>
    </context>
    <context>
        <name>cell_input</name>
        <message>
            <source>too large: the limit is ±{limit}</source>
            <translation>trop grand : la limite est ±{limit}</translation>
        </message>
        <message>
            <source>must be a finite number</source>
            <translation>doit être un nombre fini</translation>
        </message>
        <message>
            <source>empty: type a number</source>
            <translation>vide : tapez un nombre</translation>
        </message>
        <message>
            <source>{typed} is not a number</source>
            <translation>{typed} n'est pas un nombre</translation>
        </message>
        <message>
            <source>nothing to paste: copy some numbers first</source>
            <translation>rien à coller : copiez d'abord des nombres</translation>
        </message>
        <message>
            <source>row {row} is empty: every row of a pasted block needs numbers</source>
            <translation>la ligne {row} est vide : chaque ligne d'un bloc collé a besoin de nombres</translation>
        </message>
        <message>
            <source>too big: the pasted block has {rows} rows, the limit is {limit}</source>
            <translation>trop grand : le bloc collé a {rows} lignes, la limite est {limit}</translation>
        </message>
        <message>
            <source>too big: the pasted text has {characters} characters, far more than {rows} × {columns} numbers need</source>
            <translation>trop grand : le texte collé a {characters} caractères, bien plus qu'il n'en faut pour {rows} × {columns} nombres</translation>
        </message>
        <message>
            <source>too big: row {row} of the pasted block has {width} columns, the limit is {limit}</source>
            <translation>trop grand : la ligne {row} du bloc collé a {width} colonnes, la limite est {limit}</translation>
        </message>
        <message numerus="yes">
            <source>row {row} has %n column(s) but row 1 has {width}: every row of a pasted block needs the same number of columns</source>
            <translation>
                <numerusform>la ligne {row} a %n colonne mais la ligne 1 en a {width} : chaque ligne d'un bloc collé doit avoir le même nombre de colonnes</numerusform>
                <numerusform>la ligne {row} a %n colonnes mais la ligne 1 en a {width} : chaque ligne d'un bloc collé doit avoir le même nombre de colonnes</numerusform>
            </translation>
        </message>
        <message>
            <source>row {row}, column {column}: {problem}</source>
            <translation>ligne {row}, colonne {column} : {problem}</translation>
        </message>
    </context>
    <context>
        <name>cell_messages</name>
        <message>
            <source>row "{row}", column {column}</source>
            <translation>ligne « {row} », colonne {column}</translation>
        </message>
        <message>
            <source>row {row}, column {column}</source>
            <translation>ligne {row}, colonne {column}</translation>
        </message>
        <message>
            <source>"{token}": double-click to rename this token</source>
            <translation>« {token} » : double-cliquez pour renommer ce token</translation>
        </message>
        <message>
            <source>{value} is not a number</source>
            <translation>{value} n'est pas un nombre</translation>
        </message>
        <message>
            <source>row {row}: a token label cannot be empty</source>
            <translation>ligne {row} : l'étiquette d'un token ne peut pas être vide</translation>
        </message>
    </context>
    <context>
        <name>checks</name>
        <message>
            <source>{matrix} is {found} but should be {expected}</source>
            <translation>{matrix} est {found} mais devrait être {expected}</translation>
        </message>
        <message>
            <source>scores and weights are {n} × {m}, the output is {n} × {d_v}, the attention output is {n} × {width}, the residual is {n} × {d_model}</source>
            <translation>les scores et les poids sont {n} × {m}, la sortie est {n} × {d_v}, la sortie de l'attention est {n} × {width}, le résiduel est {n} × {d_model}</translation>
        </message>
        <message>
            <source>scores and weights are {n} × {m}, the output is {n} × {d_v}, the attention output is {n} × {width}</source>
            <translation>les scores et les poids sont {n} × {m}, la sortie est {n} × {d_v}, la sortie de l'attention est {n} × {width}</translation>
        </message>
        <message>
            <source>{shapes}; no residual: {reason}</source>
            <translation>{shapes} ; pas de connexion résiduelle : {reason}</translation>
        </message>
        <message>
            <source>Shapes</source>
            <translation>Formes</translation>
        </message>
        <message numerus="yes">
            <source>in every layer, no weight is negative, each of the %n rows adds up to 1, a hidden key gets exactly 0</source>
            <translation>
                <numerusform>dans chaque couche, aucun poids n'est négatif, la somme de la ligne (%n ligne) vaut 1, une clé cachée reçoit exactement 0</numerusform>
                <numerusform>dans chaque couche, aucun poids n'est négatif, la somme de chacune des %n lignes vaut 1, une clé cachée reçoit exactement 0</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>no weight is negative, each of the %n rows adds up to 1, a hidden key gets exactly 0</source>
            <translation>
                <numerusform>aucun poids n'est négatif, la somme de la ligne (%n ligne) vaut 1, une clé cachée reçoit exactement 0</numerusform>
                <numerusform>aucun poids n'est négatif, la somme de chacune des %n lignes vaut 1, une clé cachée reçoit exactement 0</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>(%n visible weights are too small to show and round to 0)</source>
            <translation>
                <numerusform>(%n poids visible est trop petit pour être affiché et s'arrondit à 0)</numerusform>
                <numerusform>(%n poids visibles sont trop petits pour être affichés et s'arrondissent à 0)</numerusform>
            </translation>
        </message>
        <message>
            <source>Rows sum to 1</source>
            <translation>Somme des lignes = 1</translation>
        </message>
        <message>
            <source>layer {layer}, head {head}: {problem}</source>
            <translation>couche {layer}, tête {head} : {problem}</translation>
        </message>
        <message>
            <source>row "{token}" has no visible key: every key is masked for it</source>
            <translation>la ligne « {token} » n'a aucune clé visible : toutes les clés lui sont masquées</translation>
        </message>
        <message>
            <source>row "{token}" contains a weight that is not a number</source>
            <translation>la ligne « {token} » contient un poids qui n'est pas un nombre</translation>
        </message>
        <message>
            <source>row "{token}" gives "{key}" a negative weight ({weight})</source>
            <translation>la ligne « {token} » donne un poids négatif à « {key} » ({weight})</translation>
        </message>
        <message>
            <source>row "{token}" gives the masked key "{key}" weight {weight} instead of 0</source>
            <translation>la ligne « {token} » donne à la clé masquée « {key} » le poids {weight} au lieu de 0</translation>
        </message>
        <message>
            <source>row "{token}" sums to {sum}, not 1</source>
            <translation>la ligne « {token} » a pour somme {sum}, pas 1</translation>
        </message>
        <message>
            <source>Equal scores give an average</source>
            <translation>Des scores égaux donnent une moyenne</translation>
        </message>
        <message numerus="yes">
            <source>with every score equal, each of the %n outputs is the simple mean of the values its token may see</source>
            <translation>
                <numerusform>avec des scores tous égaux, la sortie (%n) est la simple moyenne des valeurs que son token peut voir</numerusform>
                <numerusform>avec des scores tous égaux, chacune des %n sorties est la simple moyenne des valeurs que son token peut voir</numerusform>
            </translation>
        </message>
        <message>
            <source>with every score equal, the output of "{token}" is not the simple mean of the values it may see (off by {gap})</source>
            <translation>avec des scores tous égaux, la sortie de « {token} » n'est pas la simple moyenne des valeurs qu'il peut voir (écart de {gap})</translation>
        </message>
        <message>
            <source>the columns sum to 1 and the rows do not, so the softmax ran down the columns instead of across the rows</source>
            <translation>la somme des colonnes vaut 1 et pas celle des lignes : la softmax a donc parcouru les colonnes au lieu des lignes</translation>
        </message>
        <message>
            <source>(rows and columns both sum to 1 here, which can happen by chance)</source>
            <translation>(ici, les lignes comme les colonnes ont pour somme 1, ce qui peut arriver par hasard)</translation>
        </message>
        <message>
            <source>(columns need not sum to 1)</source>
            <translation>(la somme des colonnes n'a pas à valoir 1)</translation>
        </message>
        <message>
            <source>Column sums</source>
            <translation>Sommes des colonnes</translation>
        </message>
    </context>
    <context>
        <name>checks_panel</name>
        <message>
            <source>Sanity checks on the weights</source>
            <translation>Vérifications de cohérence des poids</translation>
        </message>
        <message>
            <source>Each check says whether the weights pass it, and why</source>
            <translation>Chaque vérification indique si les poids la réussissent, et pourquoi</translation>
        </message>
        <message>
            <source>Checking head {number}</source>
            <translation>Vérification de la tête {number}</translation>
        </message>
        <message>
            <source>Checking the weights</source>
            <translation>Vérification des poids</translation>
        </message>
        <message>
            <source>{heading}, with a mistake: {mistake}</source>
            <translation>{heading}, avec une erreur : {mistake}</translation>
        </message>
        <message>
            <source>{check}: hidden until you answer</source>
            <translation>{check} : caché jusqu'à votre réponse</translation>
        </message>
        <message>
            <source>{check}: passes</source>
            <translation>{check} : réussie</translation>
        </message>
        <message>
            <source>{check}: fails</source>
            <translation>{check} : échouée</translation>
        </message>
        <message>
            <source>? &lt;b&gt;{check}&lt;/b&gt;: hidden until you answer the question</source>
            <translation>? &lt;b&gt;{check}&lt;/b&gt; : caché jusqu'à ce que vous répondiez à la question</translation>
        </message>
    </context>
    <context>
        <name>checks_words</name>
        <message>
            <source>column sums from {lowest} to {highest}</source>
            <translation>sommes des colonnes de {lowest} à {highest}</translation>
        </message>
        <message>
            <source>column sums: {sums}</source>
            <translation>sommes des colonnes : {sums}</translation>
        </message>
        <message>
            <source>head {number}</source>
            <translation>tête {number}</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation>{first} et {last}</translation>
        </message>
        <message>
            <source>heads {numbers}</source>
            <translation>têtes {numbers}</translation>
        </message>
        <message>
            <source>{heads} of layer {layer}</source>
            <translation>{heads} de la couche {layer}</translation>
        </message>
        <message>
            <source>{heads} is switched off (its output is zeros in the concat)</source>
            <translation>{heads} est désactivée (sa sortie est faite de zéros dans la concaténation)</translation>
        </message>
        <message>
            <source>{heads} are switched off (their outputs are zeros in the concat)</source>
            <translation>{heads} sont désactivées (leurs sorties sont des zéros dans la concaténation)</translation>
        </message>
    </context>
    <context>
        <name>classroom_actions</name>
        <message>
            <source>Zoom: Ctrl + Plus, Ctrl + Minus, Ctrl + 0 for 100 %</source>
            <translation>Zoom : Ctrl + Plus, Ctrl + Moins, Ctrl + 0 pour 100 %</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>Zoom a&amp;vant</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>Zoom a&amp;rrière</translation>
        </message>
        <message>
            <source>&amp;Actual size (100 %)</source>
            <translation>&amp;Taille réelle (100 %)</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Préférences…</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>Thè&amp;me</translation>
        </message>
        <message>
            <source>Zoom {percent} %</source>
            <translation>Zoom {percent} %</translation>
        </message>
    </context>
    <context>
        <name>compose</name>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Aide</translation>
        </message>
    </context>
    <context>
        <name>copy_lock</name>
        <message>
            <source>not an ordinary file</source>
            <translation>pas un fichier ordinaire</translation>
        </message>
        <message>
            <source>the lock file keeps changing</source>
            <translation>le fichier de verrou ne cesse de changer</translation>
        </message>
        <message>
            <source>another process holds the lock</source>
            <translation>un autre processus détient le verrou</translation>
        </message>
    </context>
    <context>
        <name>cost_meter</name>
        <message>
            <source>Columns: {headers}</source>
            <translation>Colonnes : {headers}</translation>
        </message>
        <message>
            <source>tokens n</source>
            <translation>tokens n</translation>
        </message>
        <message>
            <source>scores n²</source>
            <translation>scores n²</translation>
        </message>
        <message>
            <source>memory (float32)</source>
            <translation>mémoire (float32)</translation>
        </message>
        <message>
            <source>Scores and memory one head needs per length</source>
            <translation>Scores et mémoire nécessaires à une tête selon la longueur</translation>
        </message>
        <message>
            <source>Measure on this computer</source>
            <translation>Mesurer sur cet ordinateur</translation>
        </message>
        <message>
            <source>Time one head of attention (d_k = 64) at a few lengths</source>
            <translation>Chronométrer une tête d'attention (d_k = 64) à quelques longueurs</translation>
        </message>
        <message>
            <source>Times are the fastest of three runs; they vary from run to run.</source>
            <translation>Les temps sont les plus rapides de trois exécutions ; ils varient d'une exécution à l'autre.</translation>
        </message>
        <message>
            <source>time</source>
            <translation>temps</translation>
        </message>
        <message>
            <source>× previous</source>
            <translation>× précédent</translation>
        </message>
        <message>
            <source>Time one head took here</source>
            <translation>Temps mis par une tête ici</translation>
        </message>
    </context>
    <context>
        <name>document</name>
        <message>
            <source>untitled</source>
            <translation>sans titre</translation>
        </message>
    </context>
    <context>
        <name>dot_product_picture</name>
        <message>
            <source>the token's vector is all zeros, so no weight matrix can move it</source>
            <translation>le vecteur du token est entièrement nul : aucune matrice de poids ne peut le déplacer</translation>
        </message>
    </context>
    <context>
        <name>dot_product_view</name>
        <message>
            <source>Drag the query: W_q changes.
Drag a key: W_k changes.</source>
            <translation>Faites glisser la requête : W_q change.
Faites glisser une clé : W_k change.</translation>
        </message>
        <message>
            <source>Each arrow starts at 0: the selected query (blue) and the keys of this head. q·k is the length of the query's shadow on a key's line times the key's length: below 0 when the shadow falls behind 0, as when the query points away from the key.
Dragging the query changes W_q (the smallest change that puts it there), so the keys stay put. Dragging a key changes W_k: the keys of words that share its features move with it, since every key comes from the same W_k. The token vectors are left alone: changing one would move its query, key and value at once.
Keyboard: Page Down / Page Up choose an arrow (a key's score is then explained), the arrow keys nudge it, one undo step each.</source>
            <translation>Chaque flèche part de 0 : la requête sélectionnée (en bleu) et les clés de cette tête. q·k est la longueur de l'ombre de la requête sur la droite d'une clé multipliée par la longueur de la clé : négatif quand l'ombre tombe derrière 0, comme lorsque la requête pointe à l'opposé de la clé.
Faire glisser la requête change W_q (le plus petit changement qui l'amène là), donc les clés restent en place. Faire glisser une clé change W_k : les clés des mots qui partagent ses caractéristiques bougent avec elle, puisque chaque clé vient du même W_k. Les vecteurs des tokens ne sont pas touchés : en changer un déplacerait à la fois sa requête, sa clé et sa valeur.
Clavier : Page Down / Page Up choisissent une flèche (le score d'une clé est alors expliqué), les touches fléchées la déplacent un peu, une étape d'annulation à chaque fois.</translation>
        </message>
        <message>
            <source>The dot product as arrows: the query and the keys</source>
            <translation>Le produit scalaire en flèches : la requête et les clés</translation>
        </message>
        <message>
            <source>{key}: masked</source>
            <translation>{key} : masquée</translation>
        </message>
        <message>
            <source>{key}: q·k {score}, weight {weight}</source>
            <translation>{key} : q·k {score}, poids {weight}</translation>
        </message>
        <message>
            <source>query "{token}"</source>
            <translation>requête « {token} »</translation>
        </message>
        <message>
            <source>No query is selected: click a row of a heatmap to pick one.</source>
            <translation>Aucune requête n'est sélectionnée : cliquez sur une ligne d'une carte de chaleur pour en choisir une.</translation>
        </message>
        <message>
            <source>{what} at ({x}, {y})</source>
            <translation>{what} en ({x} ; {y})</translation>
        </message>
        <message>
            <source>query</source>
            <translation>requête</translation>
        </message>
        <message>
            <source>angle to "{token}": {angle} degrees</source>
            <translation>angle avec « {token} » : {angle} degrés</translation>
        </message>
        <message>
            <source>The query of "{token}" cannot be moved: the vector it is made from is all zeros, and 0 times any {matrix} is still 0.</source>
            <translation>La requête de « {token} » ne peut pas être déplacée : le vecteur dont elle est issue est entièrement nul, et 0 fois n'importe quel {matrix} vaut toujours 0.</translation>
        </message>
        <message>
            <source>The key of "{token}" cannot be moved: the vector it is made from is all zeros, and 0 times any {matrix} is still 0.</source>
            <translation>La clé de « {token} » ne peut pas être déplacée : le vecteur dont elle est issue est entièrement nul, et 0 fois n'importe quel {matrix} vaut toujours 0.</translation>
        </message>
        <message>
            <source>Drag the query of "{token}" ({matrix})</source>
            <translation>Faire glisser la requête de « {token} » ({matrix})</translation>
        </message>
        <message>
            <source>Drag the key of "{token}" ({matrix})</source>
            <translation>Faire glisser la clé de « {token} » ({matrix})</translation>
        </message>
    </context>
    <context>
        <name>edit_menu</name>
        <message>
            <source>&amp;Edit</source>
            <translation>É&amp;dition</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rétablir</translation>
        </message>
        <message>
            <source>Add &amp;token…</source>
            <translation>Ajouter un &amp;token…</translation>
        </message>
        <message>
            <source>Remove selected token</source>
            <translation>Supprimer le token sélectionné</translation>
        </message>
        <message>
            <source>Move token &amp;up</source>
            <translation>Monter le token (&amp;haut)</translation>
        </message>
        <message>
            <source>Move token &amp;down</source>
            <translation>Descendre le token (&amp;bas)</translation>
        </message>
        <message>
            <source>&amp;Shuffle tokens</source>
            <translation>&amp;Mélanger les tokens</translation>
        </message>
    </context>
    <context>
        <name>edits</name>
        <message>
            <source>embeddings: expected {rows} × {columns}, found {found_rows} × {found_columns}; with a vocabulary change its W_E to change the sizes</source>
            <translation>embeddings : {rows} × {columns} attendu, {found_rows} × {found_columns} trouvé ; avec un vocabulaire, modifiez son W_E pour changer les tailles</translation>
        </message>
        <message>
            <source>“{label}” occurs 2 times: both changed</source>
            <translation>« {label} » apparaît 2 fois : les deux ont changé</translation>
        </message>
        <message>
            <source>“{label}” occurs {count} times: all {count} changed</source>
            <translation>« {label} » apparaît {count} fois : les {count} ont changé</translation>
        </message>
        <message>
            <source>{notes} (its vector is its vocabulary entry's row of W_E).</source>
            <translation>{notes} (son vecteur est la ligne de W_E de son entrée du vocabulaire).</translation>
        </message>
        <message>
            <source>tokens: the limit is {limit}</source>
            <translation>tokens : la limite est {limit}</translation>
        </message>
        <message>
            <source>tokens: the last token cannot be removed</source>
            <translation>tokens : le dernier token ne peut pas être supprimé</translation>
        </message>
        <message>
            <source>tokens[{index}]: a token label must not be empty</source>
            <translation>tokens[{index}] : l'étiquette d'un token ne doit pas être vide</translation>
        </message>
        <message>
            <source>source: this session has no source sentence to rename in</source>
            <translation>source : cette session n'a pas de phrase source dans laquelle renommer</translation>
        </message>
        <message>
            <source>source.tokens[{index}]: a token label must not be empty</source>
            <translation>source.tokens[{index}] : l'étiquette d'un token ne doit pas être vide</translation>
        </message>
        <message>
            <source>tokens[{index}]: “{label}” is not in the vocabulary; choose one of its {count} labels: {listed} and {more} more</source>
            <translation>tokens[{index}] : « {label} » n'est pas dans le vocabulaire ; choisissez l'une de ses {count} étiquettes : {listed} et {more} autres</translation>
        </message>
        <message>
            <source>tokens[{index}]: “{label}” is not in the vocabulary; choose one of its {count} labels: {listed}</source>
            <translation>tokens[{index}] : « {label} » n'est pas dans le vocabulaire ; choisissez l'une de ses {count} étiquettes : {listed}</translation>
        </message>
    </context>
    <context>
        <name>explain</name>
        <message>
            <source>There is no {matrix} here: {reason}.</source>
            <translation>Il n'y a pas de {matrix} ici : {reason}.</translation>
        </message>
        <message>
            <source>{title} (head {head})</source>
            <translation>{title} (tête {head})</translation>
        </message>
    </context>
    <context>
        <name>explain_outputs</name>
        <message>
            <source>output = weights·V: the weights of {token} times column {column} of V, a weighted average of the values</source>
            <translation>sortie = poids·V : les poids de {token} multipliés par la colonne {column} de V, une moyenne pondérée des valeurs</translation>
        </message>
        <message>
            <source>Masked keys have weight 0 and add nothing.</source>
            <translation>Les clés masquées ont un poids de 0 et n'ajoutent rien.</translation>
        </message>
        <message>
            <source>With the rounded weights shown this comes to {rounded}; the exact weights give {exact}.</source>
            <translation>Avec les poids arrondis affichés, cela donne {rounded} ; les poids exacts donnent {exact}.</translation>
        </message>
        <message>
            <source>head output of {token}, column {column}</source>
            <translation>sortie de la tête pour {token}, colonne {column}</translation>
        </message>
        <message>
            <source>attention output of {token}, column {column}</source>
            <translation>sortie de l'attention de {token}, colonne {column}</translation>
        </message>
        <message>
            <source>No W_o: the head outputs are only placed side by side, so this is column {column} of head {head}: {value}</source>
            <translation>Pas de W_o : les sorties des têtes sont seulement placées côte à côte, c'est donc la colonne {column} de la tête {head} : {value}</translation>
        </message>
        <message>
            <source>attention output = concat(heads)·W_o: the head output of {token}, side by side, times column {column} of W_o</source>
            <translation>sortie de l'attention = concat(têtes)·W_o : la sortie de la tête pour {token}, côte à côte, multipliée par la colonne {column} de W_o</translation>
        </message>
        <message>
            <source>attention output = concat(heads)·W_o: the {heads} head outputs of {token}, side by side, times column {column} of W_o</source>
            <translation>sortie de l'attention = concat(têtes)·W_o : les {heads} sorties des têtes pour {token}, côte à côte, multipliées par la colonne {column} de W_o</translation>
        </message>
        <message>
            <source>residual output of {token}, column {column}</source>
            <translation>sortie résiduelle de {token}, colonne {column}</translation>
        </message>
        <message>
            <source>residual = {source} + attention output: {sum}</source>
            <translation>résiduel = {source} + sortie de l'attention : {sum}</translation>
        </message>
        <message>
            <source>{token} keeps its own vector and gains what attention brought in on top.</source>
            <translation>{token} garde son propre vecteur et gagne en plus ce que l'attention a apporté.</translation>
        </message>
    </context>
    <context>
        <name>explain_panel</name>
        <message>
            <source>The tokens changed, so the number explained here is gone. Click a number to see how it was worked out.</source>
            <translation>Les tokens ont changé : le nombre expliqué ici n'existe plus. Cliquez sur un nombre pour voir comment il a été calculé.</translation>
        </message>
        <message>
            <source>Click a number in Q, K, V, the scaled scores, the weights or an output to see how it was worked out.</source>
            <translation>Cliquez sur un nombre de Q, K, V, des scores mis à l'échelle, des poids ou d'une sortie pour voir comment il a été calculé.</translation>
        </message>
        <message>
            <source>This number, or one it is made from, is hidden until you answer the lesson's question: guess first, then click it again.</source>
            <translation>Ce nombre, ou l'un de ceux dont il est fait, est caché jusqu'à ce que vous répondiez à la question de la leçon : devinez d'abord, puis cliquez à nouveau dessus.</translation>
        </message>
        <message>
            <source>How the selected number was worked out</source>
            <translation>Comment le nombre sélectionné a été calculé</translation>
        </message>
        <message>
            <source>Click a number, or press Enter on a heatmap cell, to read how it was worked out</source>
            <translation>Cliquez sur un nombre, ou appuyez sur Entrée sur une cellule d'une carte de chaleur, pour lire comment il a été calculé</translation>
        </message>
        <message>
            <source>Tinted cells in the tables and heatmaps: where this number came from.</source>
            <translation>Cellules teintées dans les tableaux et les cartes de chaleur : d'où vient ce nombre.</translation>
        </message>
    </context>
    <context>
        <name>explain_projections</name>
        <message>
            <source>Q, row {token}, column {column}: part of the query of {token}</source>
            <translation>Q, ligne {token}, colonne {column} : une partie de la requête de {token}</translation>
        </message>
        <message>
            <source>K, row {token}, column {column}: part of the key of {token}</source>
            <translation>K, ligne {token}, colonne {column} : une partie de la clé de {token}</translation>
        </message>
        <message>
            <source>V, row {token}, column {column}: part of the value of {token}</source>
            <translation>V, ligne {token}, colonne {column} : une partie de la valeur de {token}</translation>
        </message>
        <message>
            <source>{matrix} = {source}·{weight}: the vector of {token} (row of {source}) times column {column} of {weight}</source>
            <translation>{matrix} = {source}·{weight} : le vecteur de {token} (ligne de {source}) multiplié par la colonne {column} de {weight}</translation>
        </message>
        <message>
            <source>{weight} is its K/V group's: {sharing}.</source>
            <translation>{weight} est celui de son groupe K/V : {sharing}.</translation>
        </message>
        <message>
            <source>{matrix}, row {token}, column {column}</source>
            <translation>{matrix}, ligne {token}, colonne {column}</translation>
        </message>
        <message>
            <source>You type this: the row of the vocabulary's W_E for {token}, feature {feature}: {value}</source>
            <translation>Vous tapez ce nombre : la ligne du W_E du vocabulaire pour {token}, caractéristique {feature} : {value}</translation>
        </message>
        <message>
            <source>You type this: the vector of {token}, feature {feature}: {value}</source>
            <translation>Vous tapez ce nombre : le vecteur de {token}, caractéristique {feature} : {value}</translation>
        </message>
        <message>
            <source>what layer {layer} read plus its attention output</source>
            <translation>ce que la couche {layer} a lu plus la sortie de son attention</translation>
        </message>
        <message>
            <source>its attention output (it has no residual)</source>
            <translation>la sortie de son attention (elle n'a pas de connexion résiduelle)</translation>
        </message>
        <message>
            <source>{matrix} is layer {layer}'s output, which layer {next} reads: row {token}, column {column} of layer {layer}'s output ({made}) {equals}</source>
            <translation>{matrix} est la sortie de la couche {layer}, que lit la couche {next} : ligne {token}, colonne {column} de la sortie de la couche {layer} ({made}) {equals}</translation>
        </message>
        <message>
            <source>It is worked out, not typed: choose layer {layer} to see how, and edit its W's or W_o (or layer 1's X) to change it.</source>
            <translation>Ce nombre est calculé, pas tapé : choisissez la couche {layer} pour voir comment, et modifiez ses W ou son W_o (ou le X de la couche 1) pour le changer.</translation>
        </message>
        <message>
            <source>Positions are off, so Z is X itself: {value}</source>
            <translation>Les positions sont désactivées, donc Z est X lui-même : {value}</translation>
        </message>
        <message>
            <source>Z = X + positional encoding: {sum}</source>
            <translation>Z = X + encodage positionnel : {sum}</translation>
        </message>
        <message>
            <source>The encoding of position {position} (counted from 0), feature {feature}: {formula}</source>
            <translation>L'encodage de la position {position} (comptée à partir de 0), caractéristique {feature} : {formula}</translation>
        </message>
    </context>
    <context>
        <name>explain_weights</name>
        <message>
            <source>query {query} · key {key} = {sum}</source>
            <translation>requête {query} · clé {key} = {sum}</translation>
        </message>
        <message>
            <source>The mask hides key {key} from query {query}: before the softmax this score is replaced by {minus}∞, so it ends up with weight 0.</source>
            <translation>Le masque cache la clé {key} à la requête {query} : avant la softmax, ce score est remplacé par {minus}∞, et il finit donc avec un poids de 0.</translation>
        </message>
        <message>
            <source>score of query {query} for key {key}</source>
            <translation>score de la requête {query} pour la clé {key}</translation>
        </message>
        <message>
            <source>A dot product: multiply the two vectors place by place and add up. The larger it is, the better the key matches the query.</source>
            <translation>Un produit scalaire : multipliez les deux vecteurs position par position et additionnez. Plus il est grand, mieux la clé correspond à la requête.</translation>
        </message>
        <message>
            <source>Dividing by √d_k (d_k = {d_k}) keeps scores of long vectors from growing so large that the softmax puts everything on one key.</source>
            <translation>Diviser par √d_k (d_k = {d_k}) empêche les scores de longs vecteurs de devenir si grands que la softmax met tout sur une seule clé.</translation>
        </message>
        <message>
            <source>No scaling (÷√d_k is switched off), so the scaled score is the score: {score}</source>
            <translation>Pas de mise à l'échelle (÷√d_k est désactivé) : le score mis à l'échelle est le score lui-même : {score}</translation>
        </message>
        <message>
            <source>the division by √d_k was left out</source>
            <translation>la division par √d_k a été oubliée</translation>
        </message>
        <message>
            <source>scaled score of query {query} for key {key}</source>
            <translation>score mis à l'échelle de la requête {query} pour la clé {key}</translation>
        </message>
        <message>
            <source>⚠ The number on show is {shown}, not {correct}: a mistake is switched on ({what}).</source>
            <translation>⚠ Le nombre affiché est {shown}, pas {correct} : une erreur est activée ({what}).</translation>
        </message>
        <message>
            <source>weight of query {query} on key {key}</source>
            <translation>poids de la requête {query} sur la clé {key}</translation>
        </message>
        <message>
            <source>Every key is hidden from {query}, so there is nothing to share out (the weights would be 0 ÷ 0); the app leaves them at 0 and shows a warning.</source>
            <translation>Toutes les clés sont cachées à {query} : il n'y a rien à répartir (les poids vaudraient 0 ÷ 0) ; l'application les laisse à 0 et affiche un avertissement.</translation>
        </message>
        <message>
            <source>Key {key} is masked for query {query}: its scaled score becomes {minus}∞ before the softmax, and e^({minus}∞) = 0, so the weight is exactly 0.</source>
            <translation>La clé {key} est masquée pour la requête {query} : son score mis à l'échelle devient {minus}∞ avant la softmax, et e^({minus}∞) = 0, donc le poids vaut exactement 0.</translation>
        </message>
        <message>
            <source>The visible keys share all of the weight: {row}.</source>
            <translation>Les clés visibles se partagent tout le poids : {row}.</translation>
        </message>
        <message>
            <source>the mask was applied too late</source>
            <translation>le masque a été appliqué trop tard</translation>
        </message>
        <message>
            <source>{minus}∞ (masked)</source>
            <translation>{minus}∞ (masquée)</translation>
        </message>
        <message>
            <source>{key}: masked, e^({minus}∞) = 0</source>
            <translation>{key} : masquée, e^({minus}∞) = 0</translation>
        </message>
        <message>
            <source>Softmax of row {query} of the scaled scores: {scores}</source>
            <translation>Softmax de la ligne {query} des scores mis à l'échelle : {scores}</translation>
        </message>
        <message>
            <source>Subtract the row's largest score ({largest}) and take e^(score {minus} largest) for each key:</source>
            <translation>Retranchez le plus grand score de la ligne ({largest}) et prenez e^(score {minus} plus grand) pour chaque clé :</translation>
        </message>
        <message>
            <source>sum = {sum}</source>
            <translation>somme = {sum}</translation>
        </message>
        <message>
            <source>weight = {division}</source>
            <translation>poids = {division}</translation>
        </message>
        <message>
            <source>The whole row: {row}; together {total}.</source>
            <translation>La ligne entière : {row} ; en tout {total}.</translation>
        </message>
        <message>
            <source>the softmax ran down the columns instead of across the rows</source>
            <translation>la softmax a parcouru les colonnes au lieu des lignes</translation>
        </message>
        <message>
            <source>the mask was applied after the softmax, so this row no longer sums to 1</source>
            <translation>le masque a été appliqué après la softmax : la somme de cette ligne ne vaut plus 1</translation>
        </message>
        <message>
            <source>these weights were not made by a softmax across this row</source>
            <translation>ces poids n'ont pas été produits par une softmax sur cette ligne</translation>
        </message>
    </context>
    <context>
        <name>export_actions</name>
        <message>
            <source>Weights heatmap</source>
            <translation>Carte de chaleur des poids</translation>
        </message>
        <message>
            <source>Scores heatmap</source>
            <translation>Carte de chaleur des scores</translation>
        </message>
        <message>
            <source>Query chart</source>
            <translation>Diagramme de la requête</translation>
        </message>
        <message>
            <source>weights heatmap</source>
            <translation>la carte de chaleur des poids</translation>
        </message>
        <message>
            <source>scores heatmap</source>
            <translation>la carte de chaleur des scores</translation>
        </message>
        <message>
            <source>query chart</source>
            <translation>le diagramme de la requête</translation>
        </message>
        <message>
            <source>picture</source>
            <translation>l'image</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>Images PNG (*.png)</translation>
        </message>
        <message>
            <source>SVG drawings (*.svg)</source>
            <translation>Dessins SVG (*.svg)</translation>
        </message>
        <message>
            <source>Python files (*.py)</source>
            <translation>Fichiers Python (*.py)</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>Documents PDF (*.pdf)</translation>
        </message>
        <message>
            <source>&amp;Export</source>
            <translation>E&amp;xporter</translation>
        </message>
        <message>
            <source>{picture} as {format}…</source>
            <translation>{picture} en {format}…</translation>
        </message>
        <message>
            <source>Whole window as PNG ({scale}×)…</source>
            <translation>Toute la fenêtre en PNG ({scale}×)…</translation>
        </message>
        <message>
            <source>window</source>
            <translation>la fenêtre</translation>
        </message>
        <message>
            <source>Panel as PNG ({scale}×)</source>
            <translation>Panneau en PNG ({scale}×)</translation>
        </message>
        <message>
            <source>Export as &amp;Python script…</source>
            <translation>Exporter en script &amp;Python…</translation>
        </message>
        <message>
            <source>Export &amp;worksheet (PDF)…</source>
            <translation>Exporter la &amp;fiche d'exercices (PDF)…</translation>
        </message>
        <message>
            <source>Table {table} as {format}…</source>
            <translation>Tableau {table} en {format}…</translation>
        </message>
        <message>
            <source>Save the table {table} as {format}: the table you last clicked in (the weights until you click in another)</source>
            <translation>Enregistrer le tableau {table} en {format} : le dernier tableau où vous avez cliqué (les poids tant que vous n'avez pas cliqué dans un autre)</translation>
        </message>
        <message>
            <source>The whole pipeline</source>
            <translation>Tout le pipeline</translation>
        </message>
        <message>
            <source>Save {picture} as PNG…</source>
            <translation>Enregistrer {picture} en PNG…</translation>
        </message>
        <message>
            <source>Save {picture} as SVG…</source>
            <translation>Enregistrer {picture} en SVG…</translation>
        </message>
        <message>
            <source>Save as PNG for a handout ({scale}×)…</source>
            <translation>Enregistrer en PNG pour un polycopié ({scale}×)…</translation>
        </message>
        <message>
            <source>Cannot export</source>
            <translation>Exportation impossible</translation>
        </message>
        <message>
            <source>{file}: could not save {what} ({reason}).</source>
            <translation>{file} : impossible d'enregistrer {what} ({reason}).</translation>
        </message>
        <message>
            <source>Saved {what} to {file}.</source>
            <translation>{what} enregistré dans {file}.</translation>
        </message>
        <message>
            <source>Save {picture}</source>
            <translation>Enregistrer {picture}</translation>
        </message>
        <message>
            <source>Save {panel} as PNG ({scale}×)</source>
            <translation>Enregistrer {panel} en PNG ({scale}×)</translation>
        </message>
        <message>
            <source>Export as Python script</source>
            <translation>Exporter en script Python</translation>
        </message>
        <message>
            <source>the Python script</source>
            <translation>le script Python</translation>
        </message>
        <message>
            <source>The worksheet's answer key would give away the lesson's open question: answer it (or press Reveal) first.</source>
            <translation>Le corrigé de la fiche d'exercices donnerait la réponse à la question ouverte de la leçon : répondez-y (ou appuyez sur Révéler) d'abord.</translation>
        </message>
        <message>
            <source>Export worksheet</source>
            <translation>Exporter la fiche d'exercices</translation>
        </message>
        <message>
            <source>the worksheet</source>
            <translation>la fiche d'exercices</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Tous les fichiers (*)</translation>
        </message>
    </context>
    <context>
        <name>file_messages</name>
        <message>
            <source>{number} is too large (the limit is ±{limit})</source>
            <translation>{number} est trop grand (la limite est ±{limit})</translation>
        </message>
        <message>
            <source>{number} is not allowed: every value must be a finite number</source>
            <translation>{number} n'est pas permis : chaque valeur doit être un nombre fini</translation>
        </message>
        <message>
            <source>a number with thousands of digits</source>
            <translation>un nombre de plusieurs milliers de chiffres</translation>
        </message>
        <message>
            <source>a {digits}-digit number</source>
            <translation>un nombre de {digits} chiffres</translation>
        </message>
        <message>
            <source>a number too large to use</source>
            <translation>un nombre trop grand pour être utilisé</translation>
        </message>
        <message>
            <source>the text {text}</source>
            <translation>le texte {text}</translation>
        </message>
        <message>
            <source>the number {number}</source>
            <translation>le nombre {number}</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>une liste</translation>
        </message>
        <message>
            <source>an empty list</source>
            <translation>une liste vide</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>un objet</translation>
        </message>
    </context>
    <context>
        <name>file_values</name>
        <message>
            <source>a number</source>
            <translation>un nombre</translation>
        </message>
        <message>
            <source>0 or 1</source>
            <translation>0 ou 1</translation>
        </message>
        <message>
            <source>{field}: expected a list of token labels, found {found}</source>
            <translation>{field} : une liste d'étiquettes de tokens était attendue, {found} trouvé</translation>
        </message>
        <message>
            <source>{field}: expected a list of labels, found {found}</source>
            <translation>{field} : une liste d'étiquettes était attendue, {found} trouvé</translation>
        </message>
        <message>
            <source>{field}: expected a list of heads, found {found}</source>
            <translation>{field} : une liste de têtes était attendue, {found} trouvé</translation>
        </message>
        <message>
            <source>{field}: expected a list of layers, found {found}</source>
            <translation>{field} : une liste de couches était attendue, {found} trouvé</translation>
        </message>
        <message>
            <source>{field}: expected a list of key/value groups, found {found}</source>
            <translation>{field} : une liste de groupes clé/valeur était attendue, {found} trouvé</translation>
        </message>
        <message>
            <source>{field}: {count} tokens, the limit is {limit}</source>
            <translation>{field} : {count} tokens, la limite est {limit}</translation>
        </message>
        <message>
            <source>{field}: {count} labels, the limit is {limit}</source>
            <translation>{field} : {count} étiquettes, la limite est {limit}</translation>
        </message>
        <message>
            <source>{field}: {count} heads, the limit is {limit}</source>
            <translation>{field} : {count} têtes, la limite est {limit}</translation>
        </message>
        <message>
            <source>{field}: {count} layers, the limit is {limit}</source>
            <translation>{field} : {count} couches, la limite est {limit}</translation>
        </message>
        <message>
            <source>{field}: {count} key/value groups, the limit is {limit}</source>
            <translation>{field} : {count} groupes clé/valeur, la limite est {limit}</translation>
        </message>
        <message>
            <source>{field}: at least one token is needed</source>
            <translation>{field} : il faut au moins un token</translation>
        </message>
        <message>
            <source>{field}: at least one label is needed</source>
            <translation>{field} : il faut au moins une étiquette</translation>
        </message>
        <message>
            <source>{field}: at least one head is needed</source>
            <translation>{field} : il faut au moins une tête</translation>
        </message>
        <message>
            <source>{field}: at least one layer is needed</source>
            <translation>{field} : il faut au moins une couche</translation>
        </message>
        <message>
            <source>{field}: at least one key/value group is needed</source>
            <translation>{field} : il faut au moins un groupe clé/valeur</translation>
        </message>
        <message>
            <source>{field}: expected {expected}, found {found}</source>
            <translation>{field} : {expected} attendu, {found} trouvé</translation>
        </message>
        <message>
            <source>{place}: {problem}</source>
            <translation>{place} : {problem}</translation>
        </message>
        <message>
            <source>{place}: must be a finite number</source>
            <translation>{place} : doit être un nombre fini</translation>
        </message>
        <message>
            <source>{place}: {number} is too large (the limit is ±{limit})</source>
            <translation>{place} : {number} est trop grand (la limite est ±{limit})</translation>
        </message>
        <message>
            <source>a non-empty list of rows</source>
            <translation>une liste de lignes non vide</translation>
        </message>
        <message>
            <source>a list of numbers</source>
            <translation>une liste de nombres</translation>
        </message>
        <message>
            <source>{field}[0]: a row must hold at least one number</source>
            <translation>{field}[0] : une ligne doit contenir au moins un nombre</translation>
        </message>
        <message>
            <source>{field}[{row}]: has {count} numbers but row 0 has {width} (rows must be equal)</source>
            <translation>{field}[{row}] : a {count} nombres, mais la ligne 0 en a {width} (les lignes doivent être égales)</translation>
        </message>
        <message>
            <source>a non-empty list of numbers</source>
            <translation>une liste de nombres non vide</translation>
        </message>
        <message>
            <source>text</source>
            <translation>du texte</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true ou false</translation>
        </message>
        <message>
            <source>{listed} or {last}</source>
            <translation>{listed} ou {last}</translation>
        </message>
        <message>
            <source>did you mean {key}?</source>
            <translation>vouliez-vous dire {key} ?</translation>
        </message>
        <message>
            <source>{where}unknown key {key} ({hint})</source>
            <translation>{where}clé inconnue {key} ({hint})</translation>
        </message>
        <message>
            <source>{where}unknown key {key}</source>
            <translation>{where}clé inconnue {key}</translation>
        </message>
        <message>
            <source>an object with {keys}</source>
            <translation>un objet avec {keys}</translation>
        </message>
        <message>
            <source>{field}: missing key "{key}"</source>
            <translation>{field} : clé « {key} » manquante</translation>
        </message>
    </context>
    <context>
        <name>files</name>
        <message>
            <source>Self-attention sessions (*.selfattn.json);;JSON files (*.json);;All files (*)</source>
            <translation>Sessions d'auto-attention (*.selfattn.json);;Fichiers JSON (*.json);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Open session</source>
            <translation>Ouvrir une session</translation>
        </message>
        <message>
            <source>Save session</source>
            <translation>Enregistrer la session</translation>
        </message>
        <message>
            <source>Unsaved changes</source>
            <translation>Modifications non enregistrées</translation>
        </message>
        <message>
            <source>“{name}” has changes that are not saved. Save them first?</source>
            <translation>« {name} » a des modifications non enregistrées. Les enregistrer d'abord ?</translation>
        </message>
        <message>
            <source>Cannot open the example</source>
            <translation>Impossible d'ouvrir l'exemple</translation>
        </message>
        <message>
            <source>Cannot open the trained model</source>
            <translation>Impossible d'ouvrir le modèle entraîné</translation>
        </message>
        <message>
            <source>Cannot open this file</source>
            <translation>Impossible d'ouvrir ce fichier</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>Enregistrement impossible</translation>
        </message>
        <message>
            <source>{name} is one of the app's own examples or trained models, so it was left as it was. Your work is still open: use Save As to save it in a folder of your own.</source>
            <translation>{name} est l'un des exemples ou modèles entraînés de l'application : il a été laissé tel quel. Votre travail est toujours ouvert : utilisez Enregistrer sous pour l'enregistrer dans un dossier à vous.</translation>
        </message>
        <message>
            <source>{name} is read-only, so it was left as it was. Your work is still open: use Save As to save it under another name, or make the file writable and save again.</source>
            <translation>{name} est en lecture seule : il a été laissé tel quel. Votre travail est toujours ouvert : utilisez Enregistrer sous pour l'enregistrer sous un autre nom, ou rendez le fichier modifiable et enregistrez de nouveau.</translation>
        </message>
        <message>
            <source>{name}: could not save here ({reason}). Your work is still open: try Save As and another folder.</source>
            <translation>{name} : impossible d'enregistrer ici ({reason}). Votre travail est toujours ouvert : essayez Enregistrer sous et un autre dossier.</translation>
        </message>
    </context>
    <context>
        <name>first_view</name>
        <message>
            <source>Opened at the attention weights: scroll up for the token vectors and the W's</source>
            <translation>Ouvert sur les poids d'attention : remontez pour voir les vecteurs des tokens et les W</translation>
        </message>
    </context>
    <context>
        <name>glossary</name>
        <message>
            <source>a number</source>
            <translation>un nombre</translation>
        </message>
        <message>
            <source>the number {number}</source>
            <translation>le nombre {number}</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>une liste</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>un objet</translation>
        </message>
        <message>
            <source>text</source>
            <translation>du texte</translation>
        </message>
        <message>
            <source>{where}.{key}: expected text, found {found}</source>
            <translation>{where}.{key} : du texte était attendu, {found} trouvé</translation>
        </message>
        <message>
            <source>{where}.{key}: expected text, found an empty string</source>
            <translation>{where}.{key} : du texte était attendu, une chaîne vide trouvée</translation>
        </message>
        <message>
            <source>{where}.{key}: at most {limit} characters, found {count}</source>
            <translation>{where}.{key} : au plus {limit} caractères, {count} trouvés</translation>
        </message>
        <message>
            <source>{where}.{key}: control characters are not allowed</source>
            <translation>{where}.{key} : les caractères de contrôle ne sont pas permis</translation>
        </message>
        <message>
            <source>expected an object, found {found}</source>
            <translation>un objet était attendu, {found} trouvé</translation>
        </message>
        <message>
            <source>format: expected "{tag}"</source>
            <translation>format : « {tag} » attendu</translation>
        </message>
        <message>
            <source>version: expected {version}</source>
            <translation>version : {version} attendue</translation>
        </message>
        <message>
            <source>{field}: not a field of a glossary</source>
            <translation>{field} : pas un champ d'un glossaire</translation>
        </message>
        <message>
            <source>terms: expected a list of 1 to {max_terms} terms</source>
            <translation>terms : une liste de 1 à {max_terms} termes était attendue</translation>
        </message>
        <message>
            <source>{where}: expected an object, found {found}</source>
            <translation>{where} : un objet était attendu, {found} trouvé</translation>
        </message>
        <message>
            <source>{where}.{field}: not a field of a term</source>
            <translation>{where}.{field} : pas un champ d'un terme</translation>
        </message>
        <message>
            <source>{where}.term: "{term}" is listed twice</source>
            <translation>{where}.term : « {term} » figure deux fois</translation>
        </message>
        <message>
            <source>{name}: the file is larger than {size} kB</source>
            <translation>{name} : le fichier dépasse {size} ko</translation>
        </message>
        <message>
            <source>{name}: shown in English, its translation has a problem: {error}</source>
            <translation>{name} : affiché en anglais, sa traduction a un problème : {error}</translation>
        </message>
        <message>
            <source>unreadable</source>
            <translation>illisible</translation>
        </message>
        <message>
            <source>{name}: cannot be read ({reason})</source>
            <translation>{name} : lecture impossible ({reason})</translation>
        </message>
        <message>
            <source>line {line}</source>
            <translation>ligne {line}</translation>
        </message>
        <message>
            <source>too deep</source>
            <translation>imbrication trop profonde</translation>
        </message>
        <message>
            <source>{name}: not valid JSON ({line})</source>
            <translation>{name} : JSON non valide ({line})</translation>
        </message>
        <message>
            <source>{term} ({english})</source>
            <translation>{term} ({english})</translation>
        </message>
        <message>
            <source>Glossary</source>
            <translation>Glossaire</translation>
        </message>
        <message>
            <source>Search, e.g. mask or W_o</source>
            <translation>Rechercher, p. ex. masque ou W_o</translation>
        </message>
        <message>
            <source>Search the glossary</source>
            <translation>Rechercher dans le glossaire</translation>
        </message>
        <message>
            <source>Terms</source>
            <translation>Termes</translation>
        </message>
        <message>
            <source>No term matches</source>
            <translation>Aucun terme ne correspond</translation>
        </message>
        <message>
            <source>Where to see it: {where}</source>
            <translation>Où le voir : {where}</translation>
        </message>
        <message>
            <source>&amp;Glossary…</source>
            <translation>&amp;Glossaire…</translation>
        </message>
        <message>
            <source>The key terms of attention, and where to see each one</source>
            <translation>Les termes clés de l'attention, et où voir chacun</translation>
        </message>
    </context>
    <context>
        <name>head_finding</name>
        <message>
            <source>on what “it” means</source>
            <translation>sur le sens de « it »</translation>
        </message>
        <message>
            <source>previous-token {score}</source>
            <translation>token précédent {score}</translation>
        </message>
        <message>
            <source>induction {score}</source>
            <translation>induction {score}</translation>
        </message>
        <message>
            <source>{what} {score}</source>
            <translation>{what} {score}</translation>
        </message>
        <message>
            <source>head {head} (switched off): {scores}</source>
            <translation>tête {head} (désactivée) : {scores}</translation>
        </message>
        <message>
            <source>head {head}: {scores}</source>
            <translation>tête {head} : {scores}</translation>
        </message>
        <message>
            <source>copy accuracy of the whole model: {score}</source>
            <translation>précision de copie du modèle entier : {score}</translation>
        </message>
    </context>
    <context>
        <name>head_scores_label</name>
        <message>
            <source>Measured on {count} held-out copy sequences (a random sequence, then the same again), whatever the sequence on show: previous-token is the head's mean weight from each token on the one before it; induction its mean weight, from a repeated token, on the token that followed it last time.</source>
            <translation>Mesuré sur {count} séquences de copie mises de côté (une séquence aléatoire, puis la même à nouveau), quelle que soit la séquence affichée : « token précédent » est le poids moyen de la tête depuis chaque token sur celui qui le précède ; « induction », son poids moyen, depuis un token répété, sur le token qui l'a suivi la fois précédente.</translation>
        </message>
        <message>
            <source>Measured here, on the sequence on show (the app knows nothing else of this model's task): previous-token is the head's mean weight from each token on the one before it; induction, when a token repeats, its mean weight on the token that followed the earlier one.</source>
            <translation>Mesuré ici, sur la séquence affichée (l'application ne sait rien d'autre de la tâche de ce modèle) : « token précédent » est le poids moyen de la tête depuis chaque token sur celui qui le précède ; « induction », quand un token se répète, son poids moyen sur le token qui a suivi sa première occurrence.</translation>
        </message>
        <message>
            <source>“{score}”: measured on {count} held-out sentences of the task this model learned (“… because it was too tired it =”): the head's mean weight, from “=”, on the noun “it” refers to. The head with the most is the one that decides.</source>
            <translation>« {score} » : mesuré sur {count} phrases mises de côté de la tâche apprise par ce modèle (« … because it was too tired it = ») : le poids moyen de la tête, depuis « = », sur le nom auquel « it » renvoie. La tête qui en a le plus est celle qui décide.</translation>
        </message>
        <message>
            <source>What the selected head does, by its scores</source>
            <translation>Ce que fait la tête sélectionnée, d'après ses scores</translation>
        </message>
        <message>
            <source>measuring the heads…</source>
            <translation>mesure des têtes…</translation>
        </message>
        <message>
            <source>{score} here</source>
            <translation>{score} ici</translation>
        </message>
        <message>
            <source>{note}

Layer {layer}:
{scores}</source>
            <translation>{note}

Couche {layer} :
{scores}</translation>
        </message>
    </context>
    <context>
        <name>head_tabs</name>
        <message>
            <source>Which head the pipeline shows</source>
            <translation>La tête que montre le pipeline</translation>
        </message>
        <message>
            <source>Which head the pipeline shows; the arrow keys choose a head or all heads</source>
            <translation>La tête que montre le pipeline ; les touches fléchées choisissent une tête ou toutes les têtes</translation>
        </message>
        <message>
            <source>head {number}</source>
            <translation>tête {number}</translation>
        </message>
        <message>
            <source>all heads</source>
            <translation>toutes les têtes</translation>
        </message>
        <message>
            <source>The weights of every head side by side</source>
            <translation>Les poids de toutes les têtes côte à côte</translation>
        </message>
        <message>
            <source>head {number} (off)</source>
            <translation>tête {number} (désactivée)</translation>
        </message>
        <message>
            <source>Every stage shows head {number}</source>
            <translation>Chaque étape montre la tête {number}</translation>
        </message>
        <message>
            <source>Every stage shows head {number}, switched off</source>
            <translation>Chaque étape montre la tête {number}, désactivée</translation>
        </message>
    </context>
    <context>
        <name>heatmap_access</name>
        <message>
            <source>{value} on {key}</source>
            <translation>{value} sur {key}</translation>
        </message>
        <message>
            <source>{key} masked</source>
            <translation>{key} masquée</translation>
        </message>
        <message>
            <source>and {count} more keys</source>
            <translation>et {count} clés de plus</translation>
        </message>
        <message>
            <source>query {query}: {row}; at key {key}</source>
            <translation>requête {query} : {row} ; à la clé {key}</translation>
        </message>
        <message>
            <source>Hide "{key}" from "{query}"</source>
            <translation>Cacher « {key} » à « {query} »</translation>
        </message>
        <message>
            <source>Show "{key}" from "{query}"</source>
            <translation>Montrer « {key} » à « {query} »</translation>
        </message>
        <message>
            <source>⚠ {names} can see no key at all, so its weights cannot be computed (they would be 0 ÷ 0). Ctrl+click one of its cells to show a key again.</source>
            <translation>⚠ {names} ne voit aucune clé, ses poids ne peuvent donc pas être calculés (ce serait 0 ÷ 0). Ctrl+clic sur l'une de ses cellules pour montrer à nouveau une clé.</translation>
        </message>
    </context>
    <context>
        <name>kv_cache</name>
        <message>
            <source>{count} bytes</source>
            <translation>{count} octets</translation>
        </message>
        <message numerus="yes">
            <source>K/V cache per token: {widths} · 8 = {shared} bytes (%n K/V group(s), float64), against {own} bytes with a K and V for each of the {heads} heads.</source>
            <translation>
                <numerusform>Cache K/V par token : {widths} · 8 = {shared} octets (%n groupe K/V, float64), contre {own} octets avec une K et une V pour chacune des {heads} têtes.</numerusform>
                <numerusform>Cache K/V par token : {widths} · 8 = {shared} octets (%n groupes K/V, float64), contre {own} octets avec une K et une V pour chacune des {heads} têtes.</numerusform>
            </translation>
        </message>
        <message>
            <source>{model} ({layers} layers, {heads} heads in {groups} K/V groups, d_k {width}, float16): {shared} against {own} per token per layer; {context_shared} against {context_own} for a {context}-token context.</source>
            <translation>{model} ({layers} couches, {heads} têtes en {groups} groupes K/V, d_k {width}, float16) : {shared} contre {own} par token et par couche ; {context_shared} contre {context_own} pour un contexte de {context} tokens.</translation>
        </message>
        <message>
            <source>{model}: {layers} layers, {heads} query heads sharing {groups} K/V heads, d_k {width}, its cache in float16 ({size} bytes a number). Per token per layer 2 · {groups} · {width} · {size} = {shared} against {own} with {heads} K/V heads; per token through all {layers} layers {token_shared} against {token_own}; a {context}-token context {context_shared} against {context_own}.</source>
            <translation>{model} : {layers} couches, {heads} têtes de requête qui se partagent {groups} têtes K/V, d_k {width}, son cache en float16 ({size} octets par nombre). Par token et par couche, 2 · {groups} · {width} · {size} = {shared} contre {own} avec {heads} têtes K/V ; par token à travers les {layers} couches, {token_shared} contre {token_own} ; pour un contexte de {context} tokens, {context_shared} contre {context_own}.</translation>
        </message>
    </context>
    <context>
        <name>kv_groups</name>
        <message>
            <source>head {head}</source>
            <translation>tête {head}</translation>
        </message>
        <message>
            <source>heads {first}–{last}</source>
            <translation>têtes {first}–{last}</translation>
        </message>
        <message>
            <source>K, V shared by {heads} (group {group} of {groups})</source>
            <translation>K, V partagés par {heads} (groupe {group} sur {groups})</translation>
        </message>
        <message>
            <source>{matrix} (layer {layer}, K/V group {group})</source>
            <translation>{matrix} (couche {layer}, groupe K/V {group})</translation>
        </message>
        <message>
            <source>{matrix} (K/V group {group})</source>
            <translation>{matrix} (groupe K/V {group})</translation>
        </message>
        <message>
            <source>{matrix} of K/V group {group} changed: only {heads} reads it.</source>
            <translation>{matrix} du groupe K/V {group} a changé : seule {heads} le lit.</translation>
        </message>
        <message>
            <source>{matrix} of K/V group {group} is shared: this edit changes {heads} at once.</source>
            <translation>{matrix} du groupe K/V {group} est partagé : cette modification change {heads} d'un coup.</translation>
        </message>
        <message>
            <source>kv_heads: {groups} K/V groups cannot split {heads} heads evenly; choose one of {choices}</source>
            <translation>kv_heads : {groups} groupes K/V ne peuvent pas répartir {heads} têtes également ; choisissez parmi {choices}</translation>
        </message>
    </context>
    <context>
        <name>kv_groups_control</name>
        <message>
            <source>K/V groups: how many sets of W_k and W_v the heads share</source>
            <translation>Groupes K/V : combien de jeux de W_k et W_v les têtes partagent</translation>
        </message>
        <message>
            <source>K/V groups: {count} does not split the {heads} heads evenly; choose {choices}</source>
            <translation>Groupes K/V : {count} ne divise pas les {heads} têtes en parts égales ; choisissez {choices}</translation>
        </message>
        <message>
            <source>How many sets of W_k and W_v the {heads} query heads share: {heads} gives each head its own (multi-head), 1 one for all (multi-query). Counts that split the heads evenly: {choices}</source>
            <translation>Combien de jeux de W_k et W_v les {heads} têtes de requête partagent : {heads} donne à chaque tête le sien (multi-têtes), 1 un seul pour toutes (multi-requêtes). Nombres qui divisent les têtes en parts égales : {choices}</translation>
        </message>
        <message>
            <source>K/V groups</source>
            <translation>Groupes K/V</translation>
        </message>
    </context>
    <context>
        <name>label_picker</name>
        <message>
            <source>Vocabulary entry: type to search</source>
            <translation>Entrée du vocabulaire : tapez pour rechercher</translation>
        </message>
    </context>
    <context>
        <name>layer_actions</name>
        <message>
            <source>Add layer {next} (a copy of layer {shown})</source>
            <translation>Ajouter la couche {next} (une copie de la couche {shown})</translation>
        </message>
        <message>
            <source>A session has at most {most} layers: remove one to add another</source>
            <translation>Une session a au plus {most} couches : supprimez-en une pour en ajouter une autre</translation>
        </message>
        <message>
            <source>A cross-attention session has one layer: its keys come from the source</source>
            <translation>Une session d'attention croisée a une seule couche : ses clés viennent de la source</translation>
        </message>
        <message>
            <source>Add a copy of layer {shown} after it: the same W's, reading layer {shown}'s output instead of its input</source>
            <translation>Ajouter une copie de la couche {shown} après elle : les mêmes W, qui lisent la sortie de la couche {shown} au lieu de son entrée</translation>
        </message>
        <message>
            <source>Remove layer {shown}</source>
            <translation>Supprimer la couche {shown}</translation>
        </message>
        <message>
            <source>Remove layer {shown}: the layer after it reads what it read</source>
            <translation>Supprimer la couche {shown} : la couche suivante lit ce qu'elle lisait</translation>
        </message>
        <message>
            <source>The only layer cannot be removed: attention needs at least one layer</source>
            <translation>La seule couche ne peut pas être supprimée : l'attention a besoin d'au moins une couche</translation>
        </message>
        <message>
            <source>+ layer</source>
            <translation>+ couche</translation>
        </message>
        <message>
            <source>− layer</source>
            <translation>− couche</translation>
        </message>
    </context>
    <context>
        <name>layer_bar</name>
        <message>
            <source>Layer</source>
            <translation>Couche</translation>
        </message>
        <message>
            <source>Which layer the pipeline shows</source>
            <translation>La couche que montre le pipeline</translation>
        </message>
        <message>
            <source>Layer 1 reads the token vectors; each later layer reads the output of the one before. {next_keys} and {previous_keys} go to the next and previous layer</source>
            <translation>La couche 1 lit les vecteurs des tokens ; chaque couche suivante lit la sortie de la précédente. {next_keys} et {previous_keys} passent à la couche suivante et à la précédente</translation>
        </message>
        <message>
            <source>Switch the selected head off</source>
            <translation>Désactiver la tête sélectionnée</translation>
        </message>
        <message>
            <source>layer {number} of {count} (reads {reads})</source>
            <translation>couche {number} sur {count} (lit {reads})</translation>
        </message>
        <message>
            <source>head {number}: off</source>
            <translation>tête {number} : désactivée</translation>
        </message>
        <message>
            <source>head {number}: on</source>
            <translation>tête {number} : active</translation>
        </message>
        <message>
            <source>Head {number} is switched off: its output is left out. Click to switch it on</source>
            <translation>La tête {number} est désactivée : sa sortie est laissée de côté. Cliquez pour l'activer</translation>
        </message>
        <message>
            <source>Switch head {number} off: its output is left out of the concat</source>
            <translation>Désactiver la tête {number} : sa sortie est laissée hors de la concaténation</translation>
        </message>
        <message>
            <source>→ layer {number}</source>
            <translation>→ couche {number}</translation>
        </message>
        <message>
            <source>This residual output is {symbol}, the input of layer {number}: show layer {number} ({keys})</source>
            <translation>Cette sortie résiduelle est {symbol}, l'entrée de la couche {number} : afficher la couche {number} ({keys})</translation>
        </message>
        <message>
            <source>Show layer {number}, which reads this output</source>
            <translation>Afficher la couche {number}, qui lit cette sortie</translation>
        </message>
    </context>
    <context>
        <name>layer_edits</name>
        <message>
            <source>layers: a session has at most {limit} layers</source>
            <translation>layers : une session a au plus {limit} couches</translation>
        </message>
        <message>
            <source>layers: a "cross" session has one layer (its keys and values come from the source sentence, not from a layer before)</source>
            <translation>layers : une session « cross » a une seule couche (ses clés et ses valeurs viennent de la phrase source, pas d'une couche précédente)</translation>
        </message>
        <message>
            <source>layers[{index}]: layer {layer} reads {reads} numbers per token but hands on {hands_on}, so a copy of it could not read its output; switch its residual on, or give its W_o {reads} columns, first</source>
            <translation>layers[{index}] : la couche {layer} lit {reads} nombres par token mais en transmet {hands_on} : une copie ne pourrait donc pas lire sa sortie ; activez d'abord sa connexion résiduelle, ou donnez à son W_o {reads} colonnes</translation>
        </message>
        <message>
            <source>layers: the last layer cannot be removed: a session needs one</source>
            <translation>layers : la dernière couche ne peut pas être supprimée : une session en a besoin d'une</translation>
        </message>
        <message>
            <source>layers[{index}]: layer {next} reads layer {layer}'s output, {hands_on} numbers per token; without layer {layer} it would be handed {reads}, which it cannot read</source>
            <translation>layers[{index}] : la couche {next} lit la sortie de la couche {layer}, {hands_on} nombres par token ; sans la couche {layer}, elle en recevrait {reads}, qu'elle ne peut pas lire</translation>
        </message>
        <message>
            <source>layers[{index}]: the unembedding W_U reads layer {layer}'s output, {hands_on} numbers per token; without layer {layer} it would be handed {reads}, which it cannot read</source>
            <translation>layers[{index}] : le désembedding W_U lit la sortie de la couche {layer}, {hands_on} nombres par token ; sans la couche {layer}, il en recevrait {reads}, qu'il ne peut pas lire</translation>
        </message>
    </context>
    <context>
        <name>layer_fields</name>
        <message>
            <source>{name}: expected a list of head numbers, found {found}</source>
            <translation>{name} : une liste de numéros de têtes était attendue, {found} trouvé</translation>
        </message>
        <message>
            <source>{place}: {problem}</source>
            <translation>{place} : {problem}</translation>
        </message>
        <message>
            <source>{place}: expected a head number (0, 1, …), found {found}</source>
            <translation>{place} : un numéro de tête (0, 1, …) était attendu, {found} trouvé</translation>
        </message>
        <message>
            <source>{place}: head {head} is listed twice</source>
            <translation>{place} : la tête {head} figure deux fois</translation>
        </message>
    </context>
    <context>
        <name>layer_links</name>
        <message>
            <source>← layer {number}</source>
            <translation>← couche {number}</translation>
        </message>
        <message>
            <source>{symbol} is the output of layer {number}: show layer {number}, where it is made ({keys})</source>
            <translation>{symbol} est la sortie de la couche {number} : afficher la couche {number}, où elle est produite ({keys})</translation>
        </message>
        <message>
            <source>Show layer {number}, whose output this is</source>
            <translation>Afficher la couche {number}, dont c'est la sortie</translation>
        </message>
    </context>
    <context>
        <name>layer_rules</name>
        <message>
            <source>{name}heads: expected 1 to {limit} heads, found {found}</source>
            <translation>{name}heads : 1 à {limit} têtes attendues, {found} trouvé</translation>
        </message>
        <message>
            <source>input width × d_k</source>
            <translation>largeur d'entrée × d_k</translation>
        </message>
        <message>
            <source>input width × d_k, as in heads[0]</source>
            <translation>largeur d'entrée × d_k, comme dans heads[0]</translation>
        </message>
        <message>
            <source>the input width</source>
            <translation>la largeur d'entrée</translation>
        </message>
        <message>
            <source>{name}heads_off: there is no head {head} (heads are numbered 0 to {last})</source>
            <translation>{name}heads_off : il n'y a pas de tête {head} (les têtes sont numérotées de 0 à {last})</translation>
        </message>
        <message>
            <source>input width × d_v</source>
            <translation>largeur d'entrée × d_v</translation>
        </message>
        <message>
            <source>{place}: this layer shares keys and values (kv_heads), so its heads hold W_q only</source>
            <translation>{place} : cette couche partage clés et valeurs (kv_heads) : ses têtes ne contiennent donc que W_q</translation>
        </message>
        <message>
            <source>{place}: missing key "{key}" (without kv_heads, every head has its own W_k and W_v)</source>
            <translation>{place} : clé « {key} » manquante (sans kv_heads, chaque tête a ses propres W_k et W_v)</translation>
        </message>
        <message>
            <source>{name}heads[0]: W_q and W_v must be 2-D matrices</source>
            <translation>{name}heads[0] : W_q et W_v doivent être des matrices 2-D</translation>
        </message>
        <message>
            <source>{name}heads[0]: {width} must be between 1 and {limit}, found {found}</source>
            <translation>{name}heads[0] : {width} doit être entre 1 et {limit}, {found} trouvé</translation>
        </message>
        <message numerus="yes">
            <source>{name}kv_heads: %n key/value group(s) cannot be shared evenly by {heads} query heads (the number of groups must divide it)</source>
            <translation>
                <numerusform>{name}kv_heads : %n groupe clé/valeur ne peut pas être partagé également par {heads} têtes de requête (le nombre de groupes doit le diviser)</numerusform>
                <numerusform>{name}kv_heads : %n groupes clé/valeur ne peuvent pas être partagés également par {heads} têtes de requête (le nombre de groupes doit le diviser)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n head(s) × d_v {d_v}</source>
            <translation>
                <numerusform>%n tête × d_v {d_v}</numerusform>
                <numerusform>%n têtes × d_v {d_v}</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}W_o: output width must be between 1 and {limit}</source>
            <translation>{name}W_o : la largeur de sortie doit être entre 1 et {limit}</translation>
        </message>
    </context>
    <context>
        <name>lesson</name>
        <message>
            <source>{where}: missing "condition"</source>
            <translation>{where} : « condition » manquante</translation>
        </message>
        <message>
            <source>{where}.hints: expected a list of at most {max_hints} hints (and no "hint" beside it)</source>
            <translation>{where}.hints : une liste d'au plus {max_hints} indices était attendue (sans « hint » à côté)</translation>
        </message>
        <message>
            <source>{where}.actions: expected a list of actions</source>
            <translation>{where}.actions : une liste d'actions était attendue</translation>
        </message>
        <message>
            <source>{where}.widget: expected one of {choices}</source>
            <translation>{where}.widget : une valeur parmi {choices} était attendue</translation>
        </message>
        <message>
            <source>format: expected "{tag}"</source>
            <translation>format : « {tag} » attendu</translation>
        </message>
        <message>
            <source>version: expected a whole number</source>
            <translation>version : un nombre entier était attendu</translation>
        </message>
        <message>
            <source>version: {version} is newer than this app reads ({format_version})</source>
            <translation>version : {version} est plus récente que ce que lit cette application ({format_version})</translation>
        </message>
        <message>
            <source>id: expected lower-case letters, digits and dashes</source>
            <translation>id : lettres minuscules, chiffres et tirets attendus</translation>
        </message>
        <message>
            <source>id: "{lesson_id}" must match the file name "{expected_id}{suffix}"</source>
            <translation>id : « {lesson_id} » doit correspondre au nom du fichier « {expected_id}{suffix} »</translation>
        </message>
        <message>
            <source>steps: expected a non-empty list of steps</source>
            <translation>steps : une liste d'étapes non vide était attendue</translation>
        </message>
        <message>
            <source>steps: {count} steps, the limit is {max_steps}</source>
            <translation>steps : {count} étapes, la limite est {max_steps}</translation>
        </message>
        <message>
            <source>lesson file</source>
            <translation>fichier de leçon</translation>
        </message>
        <message>
            <source>{name}: shown in English, its translation has a problem: {error}</source>
            <translation>{name} : affiché en anglais, sa traduction a un problème : {error}</translation>
        </message>
        <message>
            <source>{name}: could not be read ({reason}); check the file against docs/lesson-format.md</source>
            <translation>{name} : lecture impossible ({reason}) ; vérifiez le fichier avec docs/lesson-format.md</translation>
        </message>
        <message>
            <source>{name}: cannot list the lessons ({error})</source>
            <translation>{name} : impossible de lister les leçons ({error})</translation>
        </message>
        <message>
            <source>{name}: a lesson with the id "{id}" is already loaded</source>
            <translation>{name} : une leçon d'identifiant « {id} » est déjà chargée</translation>
        </message>
    </context>
    <context>
        <name>lesson_actions</name>
        <message>
            <source>{where}: expected an object</source>
            <translation>{where} : un objet était attendu</translation>
        </message>
        <message>
            <source>{where}: unknown field "{key}" (expected {choices})</source>
            <translation>{where} : champ inconnu « {key} » (attendu : {choices})</translation>
        </message>
        <message>
            <source>{where}: says nothing to set</source>
            <translation>{where} : ne dit rien à régler</translation>
        </message>
        <message>
            <source>{where}.{key}: expected true or false</source>
            <translation>{where}.{key} : true ou false attendu</translation>
        </message>
        <message>
            <source>{where}.{key}: expected one of {choices}</source>
            <translation>{where}.{key} : une valeur parmi {choices} était attendue</translation>
        </message>
        <message>
            <source>{where}.token_order: expected a list of token labels</source>
            <translation>{where}.token_order : une liste d'étiquettes de tokens était attendue</translation>
        </message>
        <message>
            <source>{where}.add_tokens: expected a list of non-empty token labels</source>
            <translation>{where}.add_tokens : une liste d'étiquettes de tokens non vides était attendue</translation>
        </message>
        <message>
            <source>{where}.cells: expected a non-empty list of cells</source>
            <translation>{where}.cells : une liste de cases non vide était attendue</translation>
        </message>
        <message>
            <source>{where}.value: expected a number</source>
            <translation>{where}.value : un nombre était attendu</translation>
        </message>
        <message>
            <source>{where}.value: must be a finite number within ±{limit}</source>
            <translation>{where}.value : doit être un nombre fini compris dans ±{limit}</translation>
        </message>
        <message>
            <source>{where}.tokens: expected a list of vocabulary labels</source>
            <translation>{where}.tokens : une liste d'étiquettes du vocabulaire était attendue</translation>
        </message>
        <message>
            <source>{where}.heads_off: expected a list of [layer, head] pairs counted from 0</source>
            <translation>{where}.heads_off : une liste de paires [couche, tête] comptées à partir de 0 était attendue</translation>
        </message>
        <message>
            <source>{where}.kv_heads: expected {{"layer": counted from 0, "groups": 1 to 16}}</source>
            <translation>{where}.kv_heads : {{"layer": compté à partir de 0, "groups": 1 à 16}} attendu</translation>
        </message>
        <message>
            <source>{where}: an action is an object with exactly one field</source>
            <translation>{where} : une action est un objet avec exactement un champ</translation>
        </message>
        <message>
            <source>{where}: unknown action "{kind}" (expected {choices})</source>
            <translation>{where} : action inconnue « {kind} » (attendu : {choices})</translation>
        </message>
        <message>
            <source>{where}.load_preset: no preset {name!r}; known: {choices}</source>
            <translation>{where}.load_preset : pas d'exemple {name!r} ; connus : {choices}</translation>
        </message>
        <message>
            <source>{where}.load_model: no trained model {name!r}; known: {choices}</source>
            <translation>{where}.load_model : pas de modèle entraîné {name!r} ; connus : {choices}</translation>
        </message>
        <message>
            <source>{where}.select_head: expected a head number counted from 0</source>
            <translation>{where}.select_head : un numéro de tête compté à partir de 0 était attendu</translation>
        </message>
        <message>
            <source>{where}.select_layer: expected a layer number counted from 0</source>
            <translation>{where}.select_layer : un numéro de couche compté à partir de 0 était attendu</translation>
        </message>
        <message>
            <source>{where}.highlight: expected a list of panel names such as "heatmap.weights"</source>
            <translation>{where}.highlight : une liste de noms de panneaux comme « heatmap.weights » était attendue</translation>
        </message>
        <message>
            <source>token_order: "{label}" is not a token left to place</source>
            <translation>token_order : « {label} » n'est pas un token restant à placer</translation>
        </message>
        <message>
            <source>token_order: "{token}" is missing from the order</source>
            <translation>token_order : « {token} » manque dans l'ordre</translation>
        </message>
        <message>
            <source>cells: cannot set {matrix}[{row}][{column}] ({error})</source>
            <translation>cells : impossible de régler {matrix}[{row}][{column}] ({error})</translation>
        </message>
        <message>
            <source>{field}: there is no layer {index}: the session has {n_layers}</source>
            <translation>{field} : il n'y a pas de couche {index} : la session en a {n_layers}</translation>
        </message>
        <message>
            <source>heads_off: layer {layer} has no head {head}</source>
            <translation>heads_off : la couche {layer} n'a pas de tête {head}</translation>
        </message>
    </context>
    <context>
        <name>lesson_boxes</name>
        <message>
            <source>Predict, then reveal</source>
            <translation>Prédire, puis révéler</translation>
        </message>
        <message>
            <source>your guess, e.g. 0.5, 50% or 1/2</source>
            <translation>votre estimation, p. ex. 0,5, 50 % ou 1/2</translation>
        </message>
        <message>
            <source>Your prediction</source>
            <translation>Votre prédiction</translation>
        </message>
        <message>
            <source>Check</source>
            <translation>Vérifier</translation>
        </message>
        <message>
            <source>Check your guess without giving the answer away; you may try again</source>
            <translation>Vérifier votre estimation sans dévoiler la réponse ; vous pouvez réessayer</translation>
        </message>
        <message>
            <source>Reveal</source>
            <translation>Révéler</translation>
        </message>
        <message>
            <source>Show the answer, worked out on the numbers on show, and how close your guess was</source>
            <translation>Afficher la réponse, calculée sur les nombres affichés, et l'écart avec votre estimation</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>À vous</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Indice</translation>
        </message>
        <message>
            <source>Show a hint for this task, under the task</source>
            <translation>Afficher un indice pour cette tâche, sous la tâche</translation>
        </message>
        <message>
            <source>Show me</source>
            <translation>Montrer la solution</translation>
        </message>
        <message>
            <source>Make the change for me (Ctrl+Z undoes it)</source>
            <translation>Faire la modification à ma place (Ctrl+Z l'annule)</translation>
        </message>
        <message>
            <source>Another hint</source>
            <translation>Un autre indice</translation>
        </message>
        <message>
            <source>No more hints</source>
            <translation>Plus d'indices</translation>
        </message>
        <message>
            <source>○ First answer the question above</source>
            <translation>○ Répondez d’abord à la question ci-dessus</translation>
        </message>
        <message>
            <source>✓ Done!</source>
            <translation>✓ Réussi !</translation>
        </message>
        <message>
            <source>○ Not yet (you solved it before)</source>
            <translation>○ Pas encore (vous l'aviez déjà résolue)</translation>
        </message>
        <message>
            <source>○ Not yet</source>
            <translation>○ Pas encore</translation>
        </message>
    </context>
    <context>
        <name>lesson_browser</name>
        <message>
            <source>Lessons</source>
            <translation>Leçons</translation>
        </message>
        <message>
            <source>Choose a lesson with the arrow keys; Enter starts it. Each says if it is done, started or new</source>
            <translation>Choisissez une leçon avec les touches fléchées ; Entrée la démarre. Chacune indique si elle est terminée, commencée ou nouvelle</translation>
        </message>
        <message>
            <source>Start lesson</source>
            <translation>Commencer la leçon</translation>
        </message>
        <message>
            <source>Open the chosen lesson at the step where you left it</source>
            <translation>Ouvrir la leçon choisie à l'étape où vous l'avez laissée</translation>
        </message>
        <message>
            <source>Reset its progress</source>
            <translation>Réinitialiser sa progression</translation>
        </message>
        <message>
            <source>Forget which steps of the chosen lesson you have seen and which tasks you solved</source>
            <translation>Oublier quelles étapes de la leçon choisie vous avez vues et quelles tâches vous avez résolues</translation>
        </message>
        <message>
            <source>&lt;b&gt;Lessons&lt;/b&gt; — pick one and press Start (or double-click).</source>
            <translation>&lt;b&gt;Leçons&lt;/b&gt; — choisissez-en une et appuyez sur Commencer la leçon (ou double-cliquez).</translation>
        </message>
        <message>
            <source>done</source>
            <translation>terminée</translation>
        </message>
        <message numerus="yes">
            <source>{seen} of %n steps seen</source>
            <translation>
                <numerusform>{seen} sur %n étape vue</numerusform>
                <numerusform>{seen} sur %n étapes vues</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>lesson_checks</name>
        <message>
            <source>a token label or index</source>
            <translation>une étiquette ou un indice de token</translation>
        </message>
        <message>
            <source>a head number counted from 0</source>
            <translation>un numéro de tête compté à partir de 0</translation>
        </message>
        <message>
            <source>a layer number counted from 0</source>
            <translation>un numéro de couche compté à partir de 0</translation>
        </message>
        <message>
            <source>a position counted from 0</source>
            <translation>une position comptée à partir de 0</translation>
        </message>
        <message>
            <source>a vocabulary label</source>
            <translation>une étiquette du vocabulaire</translation>
        </message>
        <message>
            <source>a row number counted from 0</source>
            <translation>un numéro de ligne compté à partir de 0</translation>
        </message>
        <message>
            <source>a column number counted from 0</source>
            <translation>un numéro de colonne compté à partir de 0</translation>
        </message>
        <message>
            <source>a matrix key such as "heads.0.W_k", "embeddings" or "W_o"</source>
            <translation>une clé de matrice comme « heads.0.W_k », « embeddings » ou « W_o »</translation>
        </message>
        <message>
            <source>a whole number of tokens from 1</source>
            <translation>un nombre entier de tokens à partir de 1</translation>
        </message>
        <message>
            <source>a whole number of heads from 1</source>
            <translation>un nombre entier de têtes à partir de 1</translation>
        </message>
        <message>
            <source>a whole number of K/V groups from 1</source>
            <translation>un nombre entier de groupes K/V à partir de 1</translation>
        </message>
        <message>
            <source>a whole width from 1</source>
            <translation>une largeur entière à partir de 1</translation>
        </message>
        <message>
            <source>a positive number of bytes, at most 1024</source>
            <translation>un nombre d'octets positif, au plus 1024</translation>
        </message>
        <message>
            <source>{where}: expected an object with a "quantity", found {found}</source>
            <translation>{where} : un objet avec une « quantity » était attendu, {found} trouvé</translation>
        </message>
        <message>
            <source>{where}.quantity: expected one of {choices}, found {found}</source>
            <translation>{where}.quantity : une valeur parmi {choices} était attendue, {found} trouvé</translation>
        </message>
        <message>
            <source>{where}: the quantity "{name}" needs "{key}"</source>
            <translation>{where} : la quantité « {name} » a besoin de « {key} »</translation>
        </message>
        <message>
            <source>{where}.{key}: not a field of the quantity "{name}"</source>
            <translation>{where}.{key} : pas un champ de la quantité « {name} »</translation>
        </message>
        <message>
            <source>{where}.{key}: expected {wanted}, found {found}</source>
            <translation>{where}.{key} : {wanted} attendu, {found} trouvé</translation>
        </message>
        <message>
            <source>{where}: give one of {choices}, not {count}</source>
            <translation>{where} : donnez une valeur parmi {choices}, pas {count}</translation>
        </message>
        <message>
            <source>{where}.{field}: not a field of "{form}"</source>
            <translation>{where}.{field} : pas un champ de « {form} »</translation>
        </message>
        <message>
            <source>{where}.edited_only: expected a list of matrix keys</source>
            <translation>{where}.edited_only : une liste de clés de matrices était attendue</translation>
        </message>
        <message>
            <source>{where}.edited_only[{i}]: expected a matrix key such as "heads.0.W_q", found {found}</source>
            <translation>{where}.edited_only[{i}] : une clé de matrice comme « heads.0.W_q » était attendue, {found} trouvé</translation>
        </message>
        <message>
            <source>{where}.tolerance: expected a number ≥ 0</source>
            <translation>{where}.tolerance : un nombre ≥ 0 était attendu</translation>
        </message>
        <message>
            <source>{where}.rows: expected [first, last], two row numbers from 0 with first ≤ last</source>
            <translation>{where}.rows : attendu [première, dernière], deux numéros de ligne à partir de 0 avec première ≤ dernière</translation>
        </message>
        <message>
            <source>{where}: conditions are nested too deeply</source>
            <translation>{where} : les conditions sont imbriquées trop profondément</translation>
        </message>
        <message>
            <source>{where}: expected a condition object, found {found}</source>
            <translation>{where} : un objet condition était attendu, {found} trouvé</translation>
        </message>
        <message>
            <source>{where}: "{combinator}" must be the only field of its object</source>
            <translation>{where} : « {combinator} » doit être le seul champ de son objet</translation>
        </message>
        <message>
            <source>{where}.{combinator}: expected a non-empty list of conditions</source>
            <translation>{where}.{combinator} : une liste de conditions non vide était attendue</translation>
        </message>
        <message>
            <source>{where}: "not" must be the only field of its object</source>
            <translation>{where} : « not » doit être le seul champ de son objet</translation>
        </message>
        <message>
            <source>{where}.op: expected one of {choices}, found {found}</source>
            <translation>{where}.op : une valeur parmi {choices} était attendue, {found} trouvé</translation>
        </message>
        <message>
            <source>{where}.value: expected a number, found {found}</source>
            <translation>{where}.value : un nombre était attendu, {found} trouvé</translation>
        </message>
        <message>
            <source>{where}.op: "{name}" can only be compared with == or !=</source>
            <translation>{where}.op : « {name} » ne peut être comparé qu'avec == ou !=</translation>
        </message>
        <message>
            <source>{where}: a comparison needs "quantity", "op", and "value" or "value_of" (one of them)</source>
            <translation>{where} : une comparaison a besoin de « quantity », « op », et de « value » ou « value_of » (l'un des deux)</translation>
        </message>
        <message>
            <source>{where}.value_of: "{other}" cannot be compared with "{name}"</source>
            <translation>{where}.value_of : « {other} » ne peut pas être comparé à « {name} »</translation>
        </message>
        <message>
            <source>{where}.value: expected a vocabulary label, found {found}</source>
            <translation>{where}.value : une étiquette du vocabulaire était attendue, {found} trouvé</translation>
        </message>
        <message>
            <source>{where}.value: expected {wanted}, found {found}</source>
            <translation>{where}.value : {wanted} attendu, {found} trouvé</translation>
        </message>
        <message>
            <source>{where}.value: expected a list of token labels, found {found}</source>
            <translation>{where}.value : une liste d'étiquettes de tokens était attendue, {found} trouvé</translation>
        </message>
    </context>
    <context>
        <name>lesson_conditions</name>
        <message>
            <source>there is no {what} {ref}: the session has {count}</source>
            <translation>il n'y a pas de {what} {ref} : la session en a {count}</translation>
        </message>
        <message>
            <source>there is no {what} "{ref}" in this session</source>
            <translation>il n'y a pas de {what} « {ref} » dans cette session</translation>
        </message>
        <message>
            <source>there is no head {head}: the session has {n_heads}</source>
            <translation>il n'y a pas de tête {head} : la session en a {n_heads}</translation>
        </message>
        <message>
            <source>{what} has no column {column}: it is {width} wide</source>
            <translation>{what} n'a pas de colonne {column} : sa largeur est {width}</translation>
        </message>
        <message>
            <source>there is no residual: {reason}</source>
            <translation>il n'y a pas de résiduel : {reason}</translation>
        </message>
        <message>
            <source>this session has no matrix "{matrix}"</source>
            <translation>cette session n'a pas de matrice « {matrix} »</translation>
        </message>
        <message>
            <source>{matrix} has no row {row}</source>
            <translation>{matrix} n'a pas de ligne {row}</translation>
        </message>
        <message>
            <source>unknown quantity "{name}"</source>
            <translation>quantité inconnue « {name} »</translation>
        </message>
        <message>
            <source>the quantity "{quantity}" is not a number</source>
            <translation>la quantité « {quantity} » n'est pas un nombre</translation>
        </message>
    </context>
    <context>
        <name>lesson_docks</name>
        <message>
            <source>Lessons</source>
            <translation>Leçons</translation>
        </message>
        <message>
            <source>Mistakes lab</source>
            <translation>Labo des erreurs</translation>
        </message>
        <message>
            <source>Scale and softmax explorer</source>
            <translation>Explorateur d'échelle et de softmax</translation>
        </message>
        <message>
            <source>Reset all lesson progress…</source>
            <translation>Réinitialiser la progression de toutes les leçons…</translation>
        </message>
        <message>
            <source>&amp;Lessons</source>
            <translation>&amp;Leçons</translation>
        </message>
        <message>
            <source>Reset lesson progress</source>
            <translation>Réinitialiser la progression des leçons</translation>
        </message>
        <message>
            <source>Forget which lesson steps you have seen and which tasks you solved?</source>
            <translation>Oublier quelles étapes des leçons vous avez vues et quelles tâches vous avez résolues ?</translation>
        </message>
        <message>
            <source>The lesson's question is still open, so its numbers stay hidden until you answer it or press Reveal. {key} shows the lesson again.</source>
            <translation>La question de la leçon est toujours ouverte : ses nombres restent cachés jusqu'à ce que vous y répondiez ou appuyiez sur Révéler. {key} affiche à nouveau la leçon.</translation>
        </message>
    </context>
    <context>
        <name>lesson_markup</name>
        <message>
            <source>comments are not allowed in lesson text</source>
            <translation>les commentaires ne sont pas permis dans le texte d'une leçon</translation>
        </message>
        <message>
            <source>declarations such as {shown} are not allowed in lesson text</source>
            <translation>les déclarations comme {shown} ne sont pas permises dans le texte d'une leçon</translation>
        </message>
        <message>
            <source>processing instructions such as {shown} are not allowed in lesson text</source>
            <translation>les instructions de traitement comme {shown} ne sont pas permises dans le texte d'une leçon</translation>
        </message>
        <message>
            <source>“{shown}” looks like a tag but is not one; write &amp;lt; for a “&lt;” sign</source>
            <translation>« {shown} » ressemble à une balise mais n'en est pas une ; écrivez &amp;lt; pour un signe « &lt; »</translation>
        </message>
        <message>
            <source>the tag &lt;{name}&gt; is not allowed (only {allowed})</source>
            <translation>la balise &lt;{name}&gt; n'est pas permise (seulement {allowed})</translation>
        </message>
        <message>
            <source>the tag &lt;{name}&gt; is not closed with “&gt;”</source>
            <translation>la balise &lt;{name}&gt; n'est pas fermée par « &gt; »</translation>
        </message>
        <message>
            <source>&lt;{name}&gt; may not have attributes ({attribute}=…)</source>
            <translation>&lt;{name}&gt; ne peut pas avoir d'attributs ({attribute}=…)</translation>
        </message>
        <message>
            <source>write the tag {shown} plainly, as &lt;{name}&gt; or &lt;/{name}&gt;</source>
            <translation>écrivez la balise {shown} simplement, sous la forme &lt;{name}&gt; ou &lt;/{name}&gt;</translation>
        </message>
    </context>
    <context>
        <name>lesson_messages</name>
        <message>
            <source>Step {number} of {count}</source>
            <translation>Étape {number} sur {count}</translation>
        </message>
        <message>
            <source>This step does not fit the example on show ({reason}). Press “Set up this step” to start it afresh.</source>
            <translation>Cette étape ne correspond pas à l'exemple affiché ({reason}). Appuyez sur « Préparer cette étape » pour la reprendre de zéro.</translation>
        </message>
        <message>
            <source>Your session was kept. Press “Set up this step” to open “{name}”.</source>
            <translation>Votre session a été conservée. Appuyez sur « Préparer cette étape » pour ouvrir « {name} ».</translation>
        </message>
        <message>
            <source>Lesson: {title}</source>
            <translation>Leçon : {title}</translation>
        </message>
    </context>
    <context>
        <name>lesson_model_quantities</name>
        <message>
            <source>there is no layer {index}: the session has {n_layers}</source>
            <translation>il n'y a pas de couche {index} : la session en a {n_layers}</translation>
        </message>
        <message>
            <source>this session predicts no next token (it has no unembedding W_U)</source>
            <translation>cette session ne prédit aucun token suivant (elle n'a pas de désembedding W_U)</translation>
        </message>
        <message>
            <source>there is no position {position}: the session has {n_tokens}</source>
            <translation>il n'y a pas de position {position} : la session en a {n_tokens}</translation>
        </message>
        <message>
            <source>the vocabulary has no "{label}"</source>
            <translation>le vocabulaire n'a pas de « {label} »</translation>
        </message>
        <message>
            <source>no position from {first} has a next token to predict</source>
            <translation>aucune position à partir de {first} n'a de token suivant à prédire</translation>
        </message>
    </context>
    <context>
        <name>lesson_panel</name>
        <message>
            <source>◂ All lessons</source>
            <translation>◂ Toutes les leçons</translation>
        </message>
        <message>
            <source>All lessons</source>
            <translation>Toutes les leçons</translation>
        </message>
        <message>
            <source>Back to the list of lessons</source>
            <translation>Retour à la liste des leçons</translation>
        </message>
        <message>
            <source>Set up this step</source>
            <translation>Préparer cette étape</translation>
        </message>
        <message>
            <source>Bring the example back to the state this step starts from</source>
            <translation>Ramener l'exemple à l'état où commence cette étape</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Précédent</translation>
        </message>
        <message>
            <source>Read the step before again</source>
            <translation>Relire l'étape précédente</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Suivant</translation>
        </message>
        <message>
            <source>Glossary</source>
            <translation>Glossaire</translation>
        </message>
        <message>
            <source>The key terms, each with where to see it</source>
            <translation>Les termes clés, chacun avec l'endroit où le voir</translation>
        </message>
        <message>
            <source>The lesson step's text (the arrow keys scroll it)</source>
            <translation>Le texte de l'étape de la leçon (les touches fléchées le font défiler)</translation>
        </message>
        <message>
            <source>The step's title and text, then its question or task</source>
            <translation>Le titre et le texte de l'étape, puis sa question ou sa tâche</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Terminer</translation>
        </message>
        <message>
            <source>Finish the lesson and go back to the list</source>
            <translation>Terminer la leçon et revenir à la liste</translation>
        </message>
        <message>
            <source>Go on to the next step</source>
            <translation>Passer à l'étape suivante</translation>
        </message>
        <message>
            <source>Lesson: show me</source>
            <translation>Leçon : montrer la solution</translation>
        </message>
    </context>
    <context>
        <name>lesson_predict</name>
        <message>
            <source>A weight is never negative: the softmax turns every score, even a very low one, into a small positive share.</source>
            <translation>Un poids n'est jamais négatif : la softmax transforme chaque score, même très bas, en une petite part positive.</translation>
        </message>
        <message>
            <source>A weight is at most 1: each query shares out 1 among the keys it sees.</source>
            <translation>Un poids vaut au plus 1 : chaque requête répartit 1 entre les clés qu'elle voit.</translation>
        </message>
        <message>
            <source>{where}: missing "{key}"</source>
            <translation>{where} : « {key} » manquant</translation>
        </message>
        <message>
            <source>{where}.{key}: expected non-empty text</source>
            <translation>{where}.{key} : un texte non vide était attendu</translation>
        </message>
        <message>
            <source>{where}.{key}: {count} characters, the limit is {max_text}</source>
            <translation>{where}.{key} : {count} caractères, la limite est {max_text}</translation>
        </message>
        <message>
            <source>the answer is not a finite number for this example</source>
            <translation>la réponse n'est pas un nombre fini pour cet exemple</translation>
        </message>
        <message>
            <source>too high</source>
            <translation>trop haut</translation>
        </message>
        <message>
            <source>too low</source>
            <translation>trop bas</translation>
        </message>
        <message>
            <source>{where}: a prediction needs a number</source>
            <translation>{where} : une prédiction a besoin d'un nombre</translation>
        </message>
        <message>
            <source>{where}.{key}: expected a finite number ≥ 0, found {found}</source>
            <translation>{where}.{key} : un nombre fini ≥ 0 était attendu, {found} trouvé</translation>
        </message>
        <message>
            <source>{where}.veil: expected a list of matrix names</source>
            <translation>{where}.veil : une liste de noms de matrices était attendue</translation>
        </message>
        <message>
            <source>{where}.veil[{i}]: expected a matrix name such as "weights", "scaled" or "output", found {found}</source>
            <translation>{where}.veil[{i}] : un nom de matrice comme « weights », « scaled » ou « output » était attendu, {found} trouvé</translation>
        </message>
        <message>
            <source>{where}: give either "answer" or "answer_expr"</source>
            <translation>{where} : donnez soit « answer », soit « answer_expr »</translation>
        </message>
        <message>
            <source>{where}.answer: expected a number, found {found}</source>
            <translation>{where}.answer : un nombre était attendu, {found} trouvé</translation>
        </message>
        <message>
            <source>{where}.mistakes: expected a list of at most {max_mistakes} mistakes</source>
            <translation>{where}.mistakes : une liste d'au plus {max_mistakes} erreurs était attendue</translation>
        </message>
        <message>
            <source>{where}.{key}: expected a list of set actions</source>
            <translation>{where}.{key} : une liste d'actions set était attendue</translation>
        </message>
        <message>
            <source>{where}: missing "answer_expr"</source>
            <translation>{where} : « answer_expr » manquant</translation>
        </message>
        <message>
            <source>{where}.unit: expected a short text</source>
            <translation>{where}.unit : un texte court était attendu</translation>
        </message>
    </context>
    <context>
        <name>lesson_progress</name>
        <message>
            <source>progress file</source>
            <translation>fichier de progression</translation>
        </message>
        <message>
            <source>not a lesson progress file</source>
            <translation>pas un fichier de progression des leçons</translation>
        </message>
        <message>
            <source>{name}: could not be read ({reason}) nor moved aside ({error}); lesson progress is not saved this run, so that the file stays as it is</source>
            <translation>{name} : lecture impossible ({reason}) et impossible de le mettre de côté ({error}) ; la progression des leçons n'est pas enregistrée pendant cette session, pour que le fichier reste tel quel</translation>
        </message>
        <message>
            <source>{name}: could not be read ({reason}); it was kept as {kept} and lessons start with no progress</source>
            <translation>{name} : lecture impossible ({reason}) ; il a été conservé sous le nom {kept} et les leçons commencent sans progression</translation>
        </message>
        <message>
            <source>{name}: progress not saved ({error})</source>
            <translation>{name} : progression non enregistrée ({error})</translation>
        </message>
    </context>
    <context>
        <name>lesson_slips</name>
        <message>
            <source>That is the number as it is now, before the change the question asks about.</source>
            <translation>C'est le nombre tel qu'il est maintenant, avant le changement dont parle la question.</translation>
        </message>
        <message>
            <source>That is the correct computation; the question asks what the slip gives.</source>
            <translation>C'est le calcul correct ; la question demande ce que donne l'erreur.</translation>
        </message>
        <message>
            <source>That is the scaled score, before the softmax turns it into a weight.</source>
            <translation>C'est le score mis à l'échelle, avant que la softmax n'en fasse un poids.</translation>
        </message>
        <message>
            <source>That is the raw score q·k, before the scaling and the softmax.</source>
            <translation>C'est le score brut q·k, avant la mise à l'échelle et la softmax.</translation>
        </message>
        <message>
            <source>That is the weight without dividing the scores by √d_k first.</source>
            <translation>C'est le poids obtenu sans diviser d'abord les scores par √d_k.</translation>
        </message>
        <message>
            <source>That is the weight without the mask (or with the mask after the softmax): the hidden keys still take their share of the row.</source>
            <translation>C'est le poids sans le masque (ou avec le masque après la softmax) : les clés cachées prennent encore leur part de la ligne.</translation>
        </message>
        <message>
            <source>That is a softmax down the column; each query's row is what sums to 1.</source>
            <translation>C'est une softmax le long de la colonne ; c'est la ligne de chaque requête qui fait 1 au total.</translation>
        </message>
        <message>
            <source>That is e^(scaled score), before dividing by the total of the row.</source>
            <translation>C'est e^(score mis à l'échelle), avant la division par le total de la ligne.</translation>
        </message>
        <message>
            <source>That is the raw score q·k, before dividing by √d_k.</source>
            <translation>C'est le score brut q·k, avant la division par √d_k.</translation>
        </message>
        <message>
            <source>That multiplies the score by √d_k; the scaling divides by it.</source>
            <translation>Cela multiplie le score par √d_k ; la mise à l'échelle divise par √d_k.</translation>
        </message>
        <message>
            <source>That divides by d_k itself; the scale is its square root, √d_k.</source>
            <translation>Cela divise par d_k lui-même ; l'échelle est sa racine carrée, √d_k.</translation>
        </message>
        <message>
            <source>That is already divided by √d_k; the raw score is q·k itself.</source>
            <translation>Ce nombre est déjà divisé par √d_k ; le score brut est q·k lui-même.</translation>
        </message>
        <message>
            <source>That is the weight of {key} on {query}: the wrong way round. A row is a query, a column a key.</source>
            <translation>C'est le poids de {key} sur {query} : à l'envers. Une ligne est une requête, une colonne une clé.</translation>
        </message>
        <message>
            <source>That is the score of {key} with {query}: the wrong way round. A row is a query, a column a key.</source>
            <translation>C'est le score de {key} avec {query} : à l'envers. Une ligne est une requête, une colonne une clé.</translation>
        </message>
        <message>
            <source>That is the weight of {query} on {other}, not on {key}.</source>
            <translation>C'est le poids de {query} sur {other}, pas sur {key}.</translation>
        </message>
        <message>
            <source>That is the weight of {other} on {key}, not of {query}.</source>
            <translation>C'est le poids de {other} sur {key}, pas celui de {query}.</translation>
        </message>
        <message>
            <source>That is the score of {query} with {other}, not with {key}.</source>
            <translation>C'est le score de {query} avec {other}, pas avec {key}.</translation>
        </message>
        <message>
            <source>That is the score of {other} with {key}, not of {query}.</source>
            <translation>C'est le score de {other} avec {key}, pas celui de {query}.</translation>
        </message>
        <message>
            <source>That is the row of {other}, not of {query}.</source>
            <translation>C'est la ligne de {other}, pas celle de {query}.</translation>
        </message>
        <message>
            <source>That is the column of {other}, not of {key}.</source>
            <translation>C'est la colonne de {other}, pas celle de {key}.</translation>
        </message>
        <message>
            <source>That is the number of {other} in that column, not of {token}.</source>
            <translation>C'est le nombre de {other} dans cette colonne, pas celui de {token}.</translation>
        </message>
        <message>
            <source>That is column {other} of {token}, not column {column}.</source>
            <translation>C'est la colonne {other} de {token}, pas la colonne {column}.</translation>
        </message>
        <message>
            <source>That is the probability of {other}, not of {label}.</source>
            <translation>C'est la probabilité de {other}, pas celle de {label}.</translation>
        </message>
        <message>
            <source>That is the same number in head {other}; the question asks about head {head}.</source>
            <translation>C'est le même nombre dans la tête {other} ; la question porte sur la tête {head}.</translation>
        </message>
        <message>
            <source>That is the same number in layer {other}; the question asks about layer {layer}.</source>
            <translation>C'est le même nombre dans la couche {other} ; la question porte sur la couche {layer}.</translation>
        </message>
        <message>
            <source>That is 1 minus the answer: the share of everything else.</source>
            <translation>C'est 1 moins la réponse : la part de tout le reste.</translation>
        </message>
        <message>
            <source>{label} at position {position}</source>
            <translation>{label} en position {position}</translation>
        </message>
    </context>
    <context>
        <name>lesson_summary</name>
        <message>
            <source>Well done: you reached the end of this lesson.</source>
            <translation>Bravo : vous avez atteint la fin de cette leçon.</translation>
        </message>
        <message>
            <source>exactly</source>
            <translation>exactement</translation>
        </message>
        <message>
            <source>close enough</source>
            <translation>assez proche</translation>
        </message>
        <message>
            <source>off by {off}</source>
            <translation>écart de {off}</translation>
        </message>
        <message>
            <source>&lt;b&gt;{title}&lt;/b&gt;: you guessed {guess}, the answer was {answer} ({close})</source>
            <translation>&lt;b&gt;{title}&lt;/b&gt; : vous aviez estimé {guess}, la réponse était {answer} ({close})</translation>
        </message>
        <message>
            <source>; {tries} tries, the last {guess}</source>
            <translation> ; {tries} essais, le dernier : {guess}</translation>
        </message>
        <message>
            <source>&lt;p&gt;Your predictions:&lt;/p&gt;</source>
            <translation>&lt;p&gt;Vos prédictions :&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;No predictions recorded in this lesson yet.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Aucune prédiction enregistrée dans cette leçon pour l'instant.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>lesson_values</name>
        <message>
            <source>a number with too many digits</source>
            <translation>un nombre qui a trop de chiffres</translation>
        </message>
        <message>
            <source>the number {number}</source>
            <translation>le nombre {number}</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>une liste</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>un objet</translation>
        </message>
    </context>
    <context>
        <name>lesson_verdicts</name>
        <message>
            <source>The answer cannot be computed here: {reason}</source>
            <translation>La réponse ne peut pas être calculée ici : {reason}</translation>
        </message>
        <message>
            <source>You said {guess}:</source>
            <translation>Vous avez dit {guess} :</translation>
        </message>
        <message>
            <source>not quite</source>
            <translation>pas tout à fait</translation>
        </message>
        <message>
            <source>The answer is &lt;b&gt;{answer}&lt;/b&gt;{unit}.</source>
            <translation>La réponse est &lt;b&gt;{answer}&lt;/b&gt;{unit}.</translation>
        </message>
        <message>
            <source>(Next time, type a guess first: predicting is where the learning happens.)</source>
            <translation>(La prochaine fois, tapez d'abord une estimation : c'est en prédisant qu'on apprend.)</translation>
        </message>
        <message>
            <source>✓ exactly</source>
            <translation>✓ exactement</translation>
        </message>
        <message>
            <source>(off by {off}).</source>
            <translation>(écart de {off}).</translation>
        </message>
        <message>
            <source>✓ close enough</source>
            <translation>✓ assez proche</translation>
        </message>
        <message>
            <source>, off by {off}.</source>
            <translation>, écart de {off}.</translation>
        </message>
        <message>
            <source>— {tip} Try again, or Reveal.</source>
            <translation>— {tip} Réessayez, ou cliquez sur Révéler.</translation>
        </message>
    </context>
    <context>
        <name>main_window</name>
        <message>
            <source>Teaching</source>
            <translation>Enseignement</translation>
        </message>
        <message>
            <source>&amp;Attention</source>
            <translation>A&amp;ttention</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>Affic&amp;hage</translation>
        </message>
        <message>
            <source>&amp;Reset layout</source>
            <translation>&amp;Réinitialiser la disposition</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Fichier</translation>
        </message>
        <message>
            <source>&amp;New from example</source>
            <translation>&amp;Nouveau à partir d'un exemple</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Ouvrir…</translation>
        </message>
        <message>
            <source>Open &amp;recent</source>
            <translation>Ouvrir un fichier &amp;récent</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Enregistrer</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>Enregistrer &amp;sous…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <source>Clear list</source>
            <translation>Effacer la liste</translation>
        </message>
    </context>
    <context>
        <name>matrices</name>
        <message>
            <source>token vectors</source>
            <translation>vecteurs des tokens</translation>
        </message>
        <message>
            <source>one row per token, one column per feature</source>
            <translation>une ligne par token, une colonne par caractéristique</translation>
        </message>
        <message>
            <source>source vectors</source>
            <translation>vecteurs source</translation>
        </message>
        <message>
            <source>source</source>
            <translation>source</translation>
        </message>
        <message>
            <source>one row per source token: its keys and values are made from it</source>
            <translation>une ligne par token source : ses clés et ses valeurs en sont fabriquées</translation>
        </message>
        <message>
            <source>positional encoding</source>
            <translation>encodage positionnel</translation>
        </message>
        <message>
            <source>added to X</source>
            <translation>ajouté à X</translation>
        </message>
        <message>
            <source>= X + positional encoding</source>
            <translation>= X + encodage positionnel</translation>
        </message>
        <message>
            <source>layer norm's gain and bias</source>
            <translation>gain et biais de la normalisation de couche</translation>
        </message>
        <message>
            <source>gain, bias</source>
            <translation>gain, biais</translation>
        </message>
        <message>
            <source>× gain + bias, one of each per feature</source>
            <translation>× gain + biais, un de chaque par caractéristique</translation>
        </message>
        <message>
            <source>normalised input</source>
            <translation>entrée normalisée</translation>
        </message>
        <message>
            <source>Normalised</source>
            <translation>Normalisé</translation>
        </message>
        <message>
            <source>= LayerNorm(Z), what the heads read</source>
            <translation>= LayerNorm(Z), ce que lisent les têtes</translation>
        </message>
        <message>
            <source>makes queries</source>
            <translation>fabrique les requêtes</translation>
        </message>
        <message>
            <source>makes keys</source>
            <translation>fabrique les clés</translation>
        </message>
        <message>
            <source>makes values</source>
            <translation>fabrique les valeurs</translation>
        </message>
        <message>
            <source>mixes the heads</source>
            <translation>mélange les têtes</translation>
        </message>
        <message>
            <source>mask</source>
            <translation>masque</translation>
        </message>
        <message>
            <source>Mask</source>
            <translation>Masque</translation>
        </message>
        <message>
            <source>1 = visible, 0 = hidden (its weight is 0)</source>
            <translation>1 = visible, 0 = caché (son poids vaut 0)</translation>
        </message>
        <message>
            <source>scores</source>
            <translation>scores</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Scores</translation>
        </message>
        <message>
            <source>scaled scores</source>
            <translation>scores mis à l'échelle</translation>
        </message>
        <message>
            <source>Scaled scores</source>
            <translation>Scores mis à l'échelle</translation>
        </message>
        <message>
            <source>= scores / √d_k</source>
            <translation>= scores / √d_k</translation>
        </message>
        <message>
            <source>weights</source>
            <translation>poids</translation>
        </message>
        <message>
            <source>Weights</source>
            <translation>Poids</translation>
        </message>
        <message>
            <source>= softmax(scores) per row</source>
            <translation>= softmax(scores) par ligne</translation>
        </message>
        <message>
            <source>head output</source>
            <translation>sortie de la tête</translation>
        </message>
        <message>
            <source>Head output</source>
            <translation>Sortie de la tête</translation>
        </message>
        <message>
            <source>= weights·V</source>
            <translation>= poids·V</translation>
        </message>
        <message>
            <source>head outputs side by side</source>
            <translation>sorties des têtes côte à côte</translation>
        </message>
        <message>
            <source>Heads side by side</source>
            <translation>Têtes côte à côte</translation>
        </message>
        <message>
            <source>= [head 1 output | head 2 output | …]</source>
            <translation>= [sortie de la tête 1 | sortie de la tête 2 | …]</translation>
        </message>
        <message>
            <source>attention output</source>
            <translation>sortie de l'attention</translation>
        </message>
        <message>
            <source>Attention output</source>
            <translation>Sortie de l'attention</translation>
        </message>
        <message>
            <source>= concat(heads)·W_o</source>
            <translation>= concat(têtes)·W_o</translation>
        </message>
        <message>
            <source>= concat(heads)</source>
            <translation>= concat(têtes)</translation>
        </message>
        <message>
            <source>residual output</source>
            <translation>sortie résiduelle</translation>
        </message>
        <message>
            <source>Residual output</source>
            <translation>Sortie résiduelle</translation>
        </message>
        <message>
            <source>= Z + attention output</source>
            <translation>= Z + sortie de l'attention</translation>
        </message>
        <message>
            <source>next-token logits</source>
            <translation>logits du token suivant</translation>
        </message>
        <message>
            <source>Logits</source>
            <translation>Logits</translation>
        </message>
        <message>
            <source>= last layer's output·W_U</source>
            <translation>= sortie de la dernière couche·W_U</translation>
        </message>
        <message>
            <source>next-token probabilities</source>
            <translation>probabilités du token suivant</translation>
        </message>
        <message>
            <source>Next-token probabilities</source>
            <translation>Probabilités du token suivant</translation>
        </message>
        <message>
            <source>= softmax(logits) per row</source>
            <translation>= softmax(logits) par ligne</translation>
        </message>
        <message>
            <source>{matrix} (layer {layer}, head {head})</source>
            <translation>{matrix} (couche {layer}, tête {head})</translation>
        </message>
        <message>
            <source>{matrix} (layer {layer})</source>
            <translation>{matrix} (couche {layer})</translation>
        </message>
        <message>
            <source>{matrix} (head {head})</source>
            <translation>{matrix} (tête {head})</translation>
        </message>
    </context>
    <context>
        <name>matrix_entry</name>
        <message>
            <source>gain</source>
            <translation>gain</translation>
        </message>
        <message>
            <source>bias</source>
            <translation>biais</translation>
        </message>
        <message>
            <source>= layer {layer}'s output, computed (not typed)</source>
            <translation>= sortie de la couche {layer}, calculée (pas tapée)</translation>
        </message>
    </context>
    <context>
        <name>matrix_exports</name>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>Fichiers CSV (*.csv)</translation>
        </message>
        <message>
            <source>LaTeX files (*.tex)</source>
            <translation>Fichiers LaTeX (*.tex)</translation>
        </message>
        <message>
            <source>Python files (*.py)</source>
            <translation>Fichiers Python (*.py)</translation>
        </message>
        <message>
            <source>Copy as {format}</source>
            <translation>Copier en {format}</translation>
        </message>
        <message>
            <source>Save as {format}…</source>
            <translation>Enregistrer en {format}…</translation>
        </message>
        <message>
            <source>{table} is hidden until you answer the lesson's question: answer it (or press Reveal) to copy or save it.</source>
            <translation>Le tableau {table} est caché jusqu'à ce que vous répondiez à la question de la leçon : répondez-y (ou appuyez sur Révéler) pour le copier ou l'enregistrer.</translation>
        </message>
        <message>
            <source>Copied {table} as {format}.</source>
            <translation>{table} copié en {format}.</translation>
        </message>
        <message>
            <source>Save {table} as {format}</source>
            <translation>Enregistrer {table} en {format}</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>Enregistrement impossible</translation>
        </message>
        <message>
            <source>{file}: could not save here ({reason}).</source>
            <translation>{file} : impossible d'enregistrer ici ({reason}).</translation>
        </message>
        <message>
            <source>Saved {table} to {file}.</source>
            <translation>{table} enregistré dans {file}.</translation>
        </message>
    </context>
    <context>
        <name>matrix_panel</name>
        <message>
            <source>Rename token {number}</source>
            <translation>Renommer le token {number}</translation>
        </message>
        <message>
            <source>Rename source token {number}</source>
            <translation>Renommer le token source {number}</translation>
        </message>
        <message>
            <source>{name} {formula}{shape}: type a number to change a cell</source>
            <translation>{name} {formula}{shape} : tapez un nombre pour changer une cellule</translation>
        </message>
        <message>
            <source>{name} {formula}{shape}: worked out by the app from the inputs</source>
            <translation>{name} {formula}{shape} : calculé par l'application à partir des entrées</translation>
        </message>
    </context>
    <context>
        <name>matrix_rules</name>
        <message>
            <source>{name}: expected a 2-D matrix, found shape {found}</source>
            <translation>{name} : une matrice 2-D était attendue, forme {found} trouvée</translation>
        </message>
        <message>
            <source>{name}: expected {rows} rows ({meaning}), found shape {found}</source>
            <translation>{name} : {rows} lignes attendues ({meaning}), forme {found} trouvée</translation>
        </message>
        <message>
            <source>{name}: expected {rows} rows, found shape {found}</source>
            <translation>{name} : {rows} lignes attendues, forme {found} trouvée</translation>
        </message>
        <message>
            <source>{name}: expected shape {rows} × {columns} ({meaning}), found {found}</source>
            <translation>{name} : forme {rows} × {columns} attendue ({meaning}), {found} trouvée</translation>
        </message>
        <message>
            <source>{name}: expected shape {rows} × {columns}, found {found}</source>
            <translation>{name} : forme {rows} × {columns} attendue, {found} trouvée</translation>
        </message>
        <message>
            <source>{place}: {number} is not a finite number</source>
            <translation>{place} : {number} n'est pas un nombre fini</translation>
        </message>
        <message>
            <source>{place}: {number} is too large (the limit is ±{limit})</source>
            <translation>{place} : {number} est trop grand (la limite est ±{limit})</translation>
        </message>
        <message>
            <source>{name}: expected {length} numbers ({meaning}), found shape {found}</source>
            <translation>{name} : {length} nombres attendus ({meaning}), forme {found} trouvée</translation>
        </message>
    </context>
    <context>
        <name>matrix_table</name>
        <message>
            <source>These numbers are worked out by the app: change the inputs instead.</source>
            <translation>Ces nombres sont calculés par l'application : modifiez plutôt les entrées.</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copier</translation>
        </message>
        <message>
            <source>Paste</source>
            <translation>Coller</translation>
        </message>
        <message>
            <source>Clear (set to 0)</source>
            <translation>Effacer (mettre à 0)</translation>
        </message>
        <message>
            <source>Rename token</source>
            <translation>Renommer le token</translation>
        </message>
        <message>
            <source>New label for row {row}:</source>
            <translation>Nouvelle étiquette pour la ligne {row} :</translation>
        </message>
    </context>
    <context>
        <name>mistakes_lab</name>
        <message>
            <source>The softmax ran down each column instead of across each row. Now every &lt;i&gt;column&lt;/i&gt; sums to 1 and the rows do not. In the correct weights it is the other way round: the rows sum to 1 and the columns can be anything.</source>
            <translation>La softmax a été appliquée le long de chaque colonne au lieu de chaque ligne. Maintenant, chaque &lt;i&gt;colonne&lt;/i&gt; a pour somme 1 et les lignes non. Dans les poids corrects, c'est l'inverse : les lignes ont pour somme 1 et les colonnes peuvent valoir n'importe quoi.</translation>
        </message>
        <message>
            <source>The softmax ran over every key, hidden ones included, and the hidden weights were set to 0 afterwards. Their share is lost, so a row with a hidden key sums to less than 1 and its output is a shrunken average. The correct way hides keys first (score −∞), so the visible keys share the whole budget.</source>
            <translation>La softmax a porté sur toutes les clés, cachées comprises, et les poids cachés ont été mis à 0 ensuite. Leur part est perdue : une ligne avec une clé cachée a une somme inférieure à 1 et sa sortie est une moyenne rétrécie. La bonne méthode cache d'abord les clés (score −∞), pour que les clés visibles se partagent tout le budget.</translation>
        </message>
        <message>
            <source>The scores were not divided by √d_k. The rows still sum to 1, so the sanity checks &lt;b&gt;pass&lt;/b&gt;: only a comparison with a known answer catches this one. Every row is sharper than it should be, and with wide vectors softmax saturates.</source>
            <translation>Les scores n'ont pas été divisés par √d_k. Les lignes ont toujours pour somme 1, donc les vérifications de cohérence &lt;b&gt;réussissent&lt;/b&gt; : seule une comparaison avec une réponse connue détecte cette erreur. Chaque ligne est plus pointue qu'elle ne devrait l'être, et avec des vecteurs larges la softmax sature.</translation>
        </message>
        <message>
            <source>Mistake to show</source>
            <translation>Erreur à montrer</translation>
        </message>
        <message>
            <source>Which common slip to compare with the correct weights</source>
            <translation>Quelle erreur courante comparer aux poids corrects</translation>
        </message>
        <message>
            <source>correct</source>
            <translation>correct</translation>
        </message>
        <message>
            <source>Weights correct: rows are queries, columns keys</source>
            <translation>Poids corrects : les lignes sont les requêtes, les colonnes les clés</translation>
        </message>
        <message>
            <source>with the mistake</source>
            <translation>avec l'erreur</translation>
        </message>
        <message>
            <source>Weights with the mistake: rows are queries, columns keys</source>
            <translation>Poids avec l'erreur : les lignes sont les requêtes, les colonnes les clés</translation>
        </message>
        <message>
            <source>key</source>
            <translation>clé</translation>
        </message>
        <message>
            <source>query</source>
            <translation>requête</translation>
        </message>
        <message>
            <source>Switch the causal mask on</source>
            <translation>Activer le masque causal</translation>
        </message>
        <message>
            <source>Hide the later keys, so that masking after the softmax has something to get wrong (Ctrl+Z undoes it)</source>
            <translation>Cacher les clés suivantes, pour que masquer après la softmax ait quelque chose à fausser (Ctrl+Z l'annule)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Sanity checks on the weights with the mistake&lt;/b&gt;</source>
            <translation>&lt;b&gt;Vérifications de cohérence des poids avec l'erreur&lt;/b&gt;</translation>
        </message>
        <message>
            <source>The mistake, its weights and its checks</source>
            <translation>L'erreur, ses poids et ses vérifications</translation>
        </message>
        <message>
            <source>The correct weights beside the weights with the mistake, their row and column sums, and the sanity checks on the wrong ones</source>
            <translation>Les poids corrects à côté des poids avec l'erreur, leurs sommes par ligne et par colonne, et les vérifications de cohérence des poids erronés</translation>
        </message>
        <message>
            <source>rows sum to: {rows}&lt;br&gt;columns sum to: {columns}</source>
            <translation>somme des lignes : {rows}&lt;br&gt;somme des colonnes : {columns}</translation>
        </message>
        <message>
            <source>&lt;i&gt;Nothing is masked in this example, so the mistake changes nothing here: switch the causal mask on to see it.&lt;/i&gt;</source>
            <translation>&lt;i&gt;Rien n'est masqué dans cet exemple, donc l'erreur ne change rien ici : activez le masque causal pour la voir.&lt;/i&gt;</translation>
        </message>
        <message>
            <source>Largest weight per row: correct {correct}; without √d_k {wrong}.</source>
            <translation>Plus grand poids par ligne : correct {correct} ; sans √d_k {wrong}.</translation>
        </message>
        <message>
            <source>Here the first column of the correct weights adds up to {terms} = &lt;b&gt;{total}&lt;/b&gt; (exactly {exact}).</source>
            <translation>Ici, la première colonne des poids corrects a pour somme {terms} = &lt;b&gt;{total}&lt;/b&gt; (exactement {exact}).</translation>
        </message>
    </context>
    <context>
        <name>numbers_text</name>
        <message>
            <source>not a number</source>
            <translation>pas un nombre</translation>
        </message>
        <message>
            <source>, </source>
            <comment>what parts the numbers of a list</comment>
            <translation>, </translation>
        </message>
        <message numerus="yes">
            <source>… %n more key(s)</source>
            <translation>
                <numerusform>… %n autre clé</numerusform>
                <numerusform>… %n autres clés</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… %n more term(s)</source>
            <translation>
                <numerusform>… %n autre terme</numerusform>
                <numerusform>… %n autres termes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… %n more</source>
            <translation>
                <numerusform>… %n de plus</numerusform>
                <numerusform>… %n de plus</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>panel_catalogue</name>
        <message>
            <source>No W_o: the heads' outputs are only placed side by side. Switch W_o on in the toolbar.</source>
            <translation>Pas de W_o : les sorties des têtes sont seulement placées côte à côte. Activez W_o dans la barre d'outils.</translation>
        </message>
        <message>
            <source>No residual: {reason}.</source>
            <translation>Pas de connexion résiduelle : {reason}.</translation>
        </message>
        <message>
            <source>{input}, the input of layer {layer}, is layer {before}'s output, worked out by the app: it cannot be typed. To change it, edit layer {before}'s W's and W_o here, or choose layer 1 and edit X.</source>
            <translation>{input}, l'entrée de la couche {layer}, est la sortie de la couche {before}, calculée par l'application : elle ne peut pas être tapée. Pour la changer, modifiez ici les W et W_o de la couche {before}, ou choisissez la couche 1 et modifiez X.</translation>
        </message>
        <message>
            <source>Each row is its token's entry of the vocabulary (a row of W_E): editing it changes every occurrence of that token.</source>
            <translation>Chaque ligne est l'entrée du vocabulaire de son token (une ligne de W_E) : la modifier change chaque occurrence de ce token.</translation>
        </message>
        <message>
            <source>{name} of K/V group {group}: an edit here changes {heads}.</source>
            <translation>{name} du groupe K/V {group} : une modification ici change {heads}.</translation>
        </message>
    </context>
    <context>
        <name>pin_cells</name>
        <message>
            <source>{number}, up {change} since the pin (was {old})</source>
            <translation>{number}, en hausse de {change} depuis l'épingle (avant : {old})</translation>
        </message>
        <message>
            <source>{number}, down {change} since the pin (was {old})</source>
            <translation>{number}, en baisse de {change} depuis l'épingle (avant : {old})</translation>
        </message>
        <message>
            <source>{number}
the same as at the pin</source>
            <translation>{number}
identique à l'épingle</translation>
        </message>
        <message>
            <source>{number}
at the pin: {old}
change: {change}</source>
            <translation>{number}
à l'épingle : {old}
variation : {change}</translation>
        </message>
    </context>
    <context>
        <name>pin_compare</name>
        <message>
            <source>Head {head} did not exist at the pin: nothing to compare.</source>
            <translation>La tête {head} n'existait pas à l'épingle : rien à comparer.</translation>
        </message>
        <message>
            <source>{matrix} did not exist at the pin: nothing to compare.</source>
            <translation>{matrix} n'existait pas à l'épingle : rien à comparer.</translation>
        </message>
        <message>
            <source>{matrix} was {before} at the pin and is {now} now: sizes differ, so it is not compared.</source>
            <translation>{matrix} était {before} à l'épingle et vaut {now} maintenant : les tailles diffèrent, il n'est donc pas comparé.</translation>
        </message>
        <message>
            <source>The tokens changed since the pin: rows are compared by position.</source>
            <translation>Les tokens ont changé depuis l'épingle : les lignes sont comparées par position.</translation>
        </message>
        <message>
            <source>The tokens moved since the pin: each is compared with itself.</source>
            <translation>Les tokens ont bougé depuis l'épingle : chacun est comparé à lui-même.</translation>
        </message>
    </context>
    <context>
        <name>pin_controls</name>
        <message>
            <source>Pin</source>
            <translation>Épingler</translation>
        </message>
        <message>
            <source>Pin: keep the numbers as they are now; every matrix then shows what your next edits change (old number under the new one, ▲ up, ▼ down). {key} again unpins.</source>
            <translation>Épingler : garde les nombres tels qu'ils sont maintenant ; chaque matrice montre ensuite ce que changent vos prochaines modifications (l'ancien nombre sous le nouveau, ▲ en hausse, ▼ en baisse). {key} de nouveau désépingle.</translation>
        </message>
        <message>
            <source>Pin the numbers to compare with</source>
            <translation>Épingler les nombres pour comparer</translation>
        </message>
        <message>
            <source>Pinned</source>
            <translation>Épinglé</translation>
        </message>
        <message>
            <source>Pinned: changed numbers now show their old value under them, and the old bars are drawn dashed. {key} unpins.</source>
            <translation>Épinglé : les nombres modifiés montrent maintenant leur ancienne valeur en dessous, et les anciennes barres sont en pointillés. {key} désépingle.</translation>
        </message>
    </context>
    <context>
        <name>pipeline_view</name>
        <message>
            <source>The computation, stage after stage</source>
            <translation>Le calcul, étape par étape</translation>
        </message>
        <message>
            <source>Show the weights as a table of numbers</source>
            <translation>Afficher les poids sous forme de tableau de nombres</translation>
        </message>
        <message>
            <source>Weights as numbers</source>
            <translation>Poids en nombres</translation>
        </message>
    </context>
    <context>
        <name>plot_focus</name>
        <message>
            <source>no numbers on show</source>
            <translation>aucun nombre affiché</translation>
        </message>
    </context>
    <context>
        <name>positional</name>
        <message>
            <source>"learned" positions need their matrix W_pos</source>
            <translation>des positions « learned » ont besoin de leur matrice W_pos</translation>
        </message>
        <message>
            <source>W_pos has {positions} positions, fewer than the {tokens} tokens</source>
            <translation>W_pos a {positions} positions, moins que les {tokens} tokens</translation>
        </message>
    </context>
    <context>
        <name>prediction_text</name>
        <message>
            <source>type a number first</source>
            <translation>tapez d'abord un nombre</translation>
        </message>
        <message>
            <source>“{text}” is not a number I can read (try 0.95, 95% or 1/3)</source>
            <translation>« {text} » n'est pas un nombre que je sais lire (essayez 0,95, 95 % ou 1/3)</translation>
        </message>
        <message>
            <source>that is not a finite number</source>
            <translation>ce n'est pas un nombre fini</translation>
        </message>
    </context>
    <context>
        <name>predictions_view</name>
        <message>
            <source>1st next token: {token}, probability {probability}</source>
            <translation>1er token suivant : {token}, probabilité {probability}</translation>
        </message>
        <message>
            <source>2nd next token: {token}, probability {probability}</source>
            <translation>2e token suivant : {token}, probabilité {probability}</translation>
        </message>
        <message>
            <source>3rd next token: {token}, probability {probability}</source>
            <translation>3e token suivant : {token}, probabilité {probability}</translation>
        </message>
        <message>
            <source>4th next token: {token}, probability {probability}</source>
            <translation>4e token suivant : {token}, probabilité {probability}</translation>
        </message>
        <message>
            <source>5th next token: {token}, probability {probability}</source>
            <translation>5e token suivant : {token}, probabilité {probability}</translation>
        </message>
        <message>
            <source>Next-token predictions (computed)</source>
            <translation>Prédictions du token suivant (calculées)</translation>
        </message>
        <message>
            <source>For each position, the likeliest next tokens and their probabilities</source>
            <translation>Pour chaque position, les tokens suivants les plus probables et leurs probabilités</translation>
        </message>
    </context>
    <context>
        <name>preferences</name>
        <message>
            <source>Follow the system</source>
            <translation>Suivre le système</translation>
        </message>
        <message>
            <source>Follow the system ({language})</source>
            <translation>Suivre le système ({language})</translation>
        </message>
        <message>
            <source>Use these choices and close</source>
            <translation>Utiliser ces choix et fermer</translation>
        </message>
        <message>
            <source>Use these choices and keep the dialog open</source>
            <translation>Utiliser ces choix et garder la fenêtre ouverte</translation>
        </message>
        <message>
            <source>Close without using the choices made here</source>
            <translation>Fermer sans utiliser les choix faits ici</translation>
        </message>
        <message>
            <source>Put the defaults in the fields (nothing is used until OK or Apply)</source>
            <translation>Mettre les valeurs par défaut dans les champs (rien n'est utilisé avant OK ou Appliquer)</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>Préférences</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Thème</translation>
        </message>
        <message>
            <source>The window's colours; high contrast for a projector</source>
            <translation>Les couleurs de la fenêtre ; contraste élevé pour un projecteur</translation>
        </message>
        <message>
            <source>Zoom in percent</source>
            <translation>Zoom en pourcentage</translation>
        </message>
        <message>
            <source>How large the window's text and numbers are</source>
            <translation>Taille du texte et des nombres de la fenêtre</translation>
        </message>
        <message>
            <source>Colour map of the weights</source>
            <translation>Palette de couleurs des poids</translation>
        </message>
        <message>
            <source>The colours of the weights heatmap, from 0 to 1</source>
            <translation>Les couleurs de la carte de chaleur des poids, de 0 à 1</translation>
        </message>
        <message>
            <source>Colour map of the scores</source>
            <translation>Palette de couleurs des scores</translation>
        </message>
        <message>
            <source>The colours of the scores heatmap, negative to positive</source>
            <translation>Les couleurs de la carte de chaleur des scores, du négatif au positif</translation>
        </message>
        <message>
            <source>Decimals shown</source>
            <translation>Décimales affichées</translation>
        </message>
        <message>
            <source>How many digits every number shows</source>
            <translation>Nombre de chiffres affichés pour chaque nombre</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <source>The language of the window and the lessons, from the next start</source>
            <translation>La langue de la fenêtre et des leçons, à partir du prochain démarrage</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Langue :</translation>
        </message>
        <message>
            <source>&amp;Theme:</source>
            <translation>&amp;Thème :</translation>
        </message>
        <message>
            <source>&amp;Zoom:</source>
            <translation>&amp;Zoom :</translation>
        </message>
        <message>
            <source>&amp;Weights colours:</source>
            <translation>Couleurs des &amp;poids :</translation>
        </message>
        <message>
            <source>&amp;Scores colours:</source>
            <translation>Couleurs des &amp;scores :</translation>
        </message>
        <message>
            <source>&amp;Decimals shown:</source>
            <translation>&amp;Décimales affichées :</translation>
        </message>
        <message>
            <source>The colour maps read the same for the common kinds of colour blindness. Zoom also works with Ctrl + Plus, Ctrl + Minus and Ctrl + 0.</source>
            <translation>Les palettes de couleurs restent lisibles pour les formes courantes de daltonisme. Le zoom fonctionne aussi avec Ctrl + Plus, Ctrl + Moins et Ctrl + 0.</translation>
        </message>
    </context>
    <context>
        <name>presentation</name>
        <message>
            <source>Present</source>
            <translation>Présenter</translation>
        </message>
        <message>
            <source>Presentation mode: full screen, large, step by step (F5; Esc leaves)</source>
            <translation>Mode présentation : plein écran, en grand, étape par étape (F5 ; Échap pour quitter)</translation>
        </message>
        <message>
            <source>Presentation mode</source>
            <translation>Mode présentation</translation>
        </message>
        <message>
            <source>Leave presentation</source>
            <translation>Quitter la présentation</translation>
        </message>
        <message>
            <source>✕ Leave (Esc)</source>
            <translation>✕ Quitter (Échap)</translation>
        </message>
        <message>
            <source>Leave presentation mode (Esc)</source>
            <translation>Quitter le mode présentation (Échap)</translation>
        </message>
        <message>
            <source>Leave presentation mode</source>
            <translation>Quitter le mode présentation</translation>
        </message>
    </context>
    <context>
        <name>presets</name>
        <message>
            <source>Examples</source>
            <translation>Exemples</translation>
        </message>
        <message>
            <source>Trained models</source>
            <translation>Modèles entraînés</translation>
        </message>
        <message>
            <source>{file}: expected an object with a "presets" list</source>
            <translation>{file} : un objet avec une liste « presets » était attendu</translation>
        </message>
        <message>
            <source>{file}: presets[{index}] is not an object</source>
            <translation>{file} : presets[{index}] n'est pas un objet</translation>
        </message>
        <message>
            <source>{file}: presets[{index}] needs a plain file name</source>
            <translation>{file} : presets[{index}] a besoin d'un simple nom de fichier</translation>
        </message>
        <message>
            <source>{file}: presets[{index}].description must be text</source>
            <translation>{file} : presets[{index}].description doit être du texte</translation>
        </message>
        <message>
            <source>{file}: presets[{index}].group must be text</source>
            <translation>{file} : presets[{index}].group doit être du texte</translation>
        </message>
        <message>
            <source>{file}: presets[{index}].welcome must be true or false</source>
            <translation>{file} : presets[{index}].welcome doit valoir true ou false</translation>
        </message>
        <message>
            <source>no built-in preset called "{name}"; the presets are: {names}</source>
            <translation>aucun exemple intégré nommé « {name} » ; les exemples sont : {names}</translation>
        </message>
        <message>
            <source>(this file cannot be read)</source>
            <translation>(ce fichier ne peut pas être lu)</translation>
        </message>
        <message>
            <source>no trained model called "{name}"; the models are: {names}</source>
            <translation>aucun modèle entraîné nommé « {name} » ; les modèles sont : {names}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucun</translation>
        </message>
    </context>
    <context>
        <name>query_chart</name>
        <message>
            <source>weights of "{token}"</source>
            <translation>poids de « {token} »</translation>
        </message>
        <message>
            <source>key</source>
            <translation>clé</translation>
        </message>
        <message>
            <source>weight</source>
            <translation>poids</translation>
        </message>
    </context>
    <context>
        <name>query_key_heatmap</name>
        <message>
            <source>hidden until you answer the lesson's question</source>
            <translation>caché jusqu'à ce que vous répondiez à la question de la leçon</translation>
        </message>
        <message>
            <source>query "{query}" → key "{key}"</source>
            <translation>requête « {query} » → clé « {key} »</translation>
        </message>
        <message>
            <source>score q·k = {score}</source>
            <translation>score q·k = {score}</translation>
        </message>
        <message>
            <source>scaled score = {score} / √{d_k} = {scaled}</source>
            <translation>score mis à l'échelle = {score} / √{d_k} = {scaled}</translation>
        </message>
        <message>
            <source>weight = {weight}</source>
            <translation>poids = {weight}</translation>
        </message>
        <message>
            <source>masked: this query may not see this key (weight exactly 0)</source>
            <translation>masquée : cette requête ne peut pas voir cette clé (poids exactement 0)</translation>
        </message>
        <message>
            <source>weight at the pin = {weight}</source>
            <translation>poids à l'épingle = {weight}</translation>
        </message>
        <message>
            <source>{what} heatmap: rows are queries, columns keys</source>
            <translation>Carte de chaleur {what} : les lignes sont les requêtes, les colonnes les clés</translation>
        </message>
        <message>
            <source>key</source>
            <translation>clé</translation>
        </message>
        <message>
            <source>query</source>
            <translation>requête</translation>
        </message>
    </context>
    <context>
        <name>recovery</name>
        <message>
            <source>Work</source>
            <translation>Travail</translation>
        </message>
        <message>
            <source>Saved</source>
            <translation>Enregistré</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Taille</translation>
        </message>
        <message>
            <source>State</source>
            <translation>État</translation>
        </message>
        <message>
            <source>untitled</source>
            <translation>sans titre</translation>
        </message>
        <message>
            <source>Restore unsaved work?</source>
            <translation>Restaurer le travail non enregistré ?</translation>
        </message>
        <message>
            <source>selfattn-gui did not close normally last time. It kept these copies of unsaved work:</source>
            <translation>selfattn-gui ne s'est pas fermé normalement la dernière fois. Il a gardé ces copies de travail non enregistré :</translation>
        </message>
        <message>
            <source>Restore opens one copy in this window. The others stay in the recovery folder and are offered again the next time selfattn-gui starts. Delete removes a copy for good. The folder: {folder}</source>
            <translation>Restaurer ouvre une copie dans cette fenêtre. Les autres restent dans le dossier de récupération et seront de nouveau proposées au prochain démarrage de selfattn-gui. Supprimer efface une copie définitivement. Le dossier : {folder}</translation>
        </message>
        <message>
            <source>&amp;Restore in this window</source>
            <translation>&amp;Restaurer dans cette fenêtre</translation>
        </message>
        <message>
            <source>&amp;Delete copy…</source>
            <translation>&amp;Supprimer la copie…</translation>
        </message>
        <message>
            <source>&amp;Keep all for later</source>
            <translation>&amp;Tout garder pour plus tard</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>inconnu</translation>
        </message>
        <message>
            <source>can be restored</source>
            <translation>peut être restaurée</translation>
        </message>
        <message>
            <source>damaged, kept: {problem}</source>
            <translation>endommagée, conservée : {problem}</translation>
        </message>
        <message>
            <source>Why it cannot be restored: {reason}</source>
            <translation>Pourquoi elle ne peut pas être restaurée : {reason}</translation>
        </message>
        <message>
            <source>Could not delete “{name}”: {reason} ({file}). It is kept.</source>
            <translation>Impossible de supprimer « {name} » : {reason} ({file}). Elle est conservée.</translation>
        </message>
        <message>
            <source>Delete this copy?</source>
            <translation>Supprimer cette copie ?</translation>
        </message>
        <message>
            <source>Delete the unsaved work “{name}” for good? This cannot be undone.</source>
            <translation>Supprimer définitivement le travail non enregistré « {name} » ? Cette action est irréversible.</translation>
        </message>
        <message>
            <source>Could not look for unsaved work from last time: {problem}.</source>
            <translation>Impossible de chercher le travail non enregistré de la dernière fois : {problem}.</translation>
        </message>
        <message>
            <source>Restored “{name}”. Its recovery copy is kept, because this window cannot back the work up: {error}.</source>
            <translation>« {name} » restauré. Sa copie de récupération est conservée, car cette fenêtre ne peut pas sauvegarder le travail : {error}.</translation>
        </message>
        <message>
            <source>Restored “{name}”. Its old recovery copy could not be removed ({reason}), so it will be offered again.</source>
            <translation>« {name} » restauré. Son ancienne copie de récupération n'a pas pu être supprimée ({reason}) : elle sera donc de nouveau proposée.</translation>
        </message>
        <message numerus="yes">
            <source>Restored “{name}”. %n other copies are kept for the next start.</source>
            <translation>
                <numerusform>« {name} » restauré. %n autre copie est conservée pour le prochain démarrage.</numerusform>
                <numerusform>« {name} » restauré. %n autres copies sont conservées pour le prochain démarrage.</numerusform>
            </translation>
        </message>
        <message>
            <source>Restored “{name}”. 1 other copy is kept for the next start.</source>
            <translation>« {name} » restauré. 1 autre copie est conservée pour le prochain démarrage.</translation>
        </message>
        <message>
            <source>Restored “{name}”.</source>
            <translation>« {name} » restauré.</translation>
        </message>
        <message>
            <source>Not backed up</source>
            <translation>Non sauvegardé</translation>
        </message>
        <message>
            <source>Backups work again: your unsaved work is being kept safe.</source>
            <translation>Les sauvegardes fonctionnent de nouveau : votre travail non enregistré est mis à l'abri.</translation>
        </message>
        <message>
            <source>Your work is not being backed up: {reason}. Save it with File → Save to keep it safe; selfattn-gui keeps trying.</source>
            <translation>Votre travail n'est pas sauvegardé : {reason}. Enregistrez-le avec Fichier → Enregistrer pour le mettre à l'abri ; selfattn-gui continue d'essayer.</translation>
        </message>
    </context>
    <context>
        <name>recovery_copies</name>
        <message>
            <source>{name}: cannot be restored</source>
            <translation>{name} : ne peut pas être restauré</translation>
        </message>
        <message>
            <source>{folder} is a file, not a folder</source>
            <translation>{folder} est un fichier, pas un dossier</translation>
        </message>
        <message>
            <source>cannot read {folder} ({reason})</source>
            <translation>impossible de lire {folder} ({reason})</translation>
        </message>
        <message>
            <source>{name}: cannot tell whether a running selfattn-gui still uses this copy ({reason})</source>
            <translation>{name} : impossible de savoir si un selfattn-gui en cours d'exécution utilise encore cette copie ({reason})</translation>
        </message>
        <message>
            <source>{name} is missing: only the details of this copy are left, not the work</source>
            <translation>{name} est manquant : il ne reste que les détails de cette copie, pas le travail</translation>
        </message>
        <message>
            <source>{name} is a link, not a recovery copy</source>
            <translation>{name} est un lien, pas une copie de récupération</translation>
        </message>
        <message>
            <source>{name}: cannot read it ({reason})</source>
            <translation>{name} : lecture impossible ({reason})</translation>
        </message>
        <message>
            <source>{name} is a folder, not the details of a recovery copy</source>
            <translation>{name} est un dossier, pas les détails d'une copie de récupération</translation>
        </message>
        <message>
            <source>{name} is not an ordinary file</source>
            <translation>{name} n'est pas un fichier ordinaire</translation>
        </message>
        <message>
            <source>{name}: {size} bytes is far too big for the details of a copy (at most {limit})</source>
            <translation>{name} : {size} octets, c'est beaucoup trop pour les détails d'une copie (au plus {limit})</translation>
        </message>
        <message>
            <source>{name}: not UTF-8 text (bad byte at offset {offset})</source>
            <translation>{name} : pas du texte UTF-8 (octet incorrect à la position {offset})</translation>
        </message>
        <message>
            <source>{name}: expected a JSON object, found {found}</source>
            <translation>{name} : un objet JSON était attendu, {found} trouvé</translation>
        </message>
        <message>
            <source>{name}: {problem}</source>
            <translation>{name} : {problem}</translation>
        </message>
        <message>
            <source>pid: expected a process number, found {found}</source>
            <translation>pid : un numéro de processus était attendu, {found} trouvé</translation>
        </message>
        <message>
            <source>path: expected the file's path as text or null, found {found}</source>
            <translation>path : le chemin du fichier était attendu sous forme de texte ou null, {found} trouvé</translation>
        </message>
        <message>
            <source>path: expected the full path of a session file</source>
            <translation>path : le chemin complet d'un fichier de session était attendu</translation>
        </message>
        <message>
            <source>title: expected text, found {found}</source>
            <translation>title : du texte était attendu, {found} trouvé</translation>
        </message>
    </context>
    <context>
        <name>residual_note</name>
        <message>
            <source>the attention output is {width} wide but the token vectors are {d_in} wide: add W_o to project it back to {d_in}</source>
            <translation>la sortie de l'attention a une largeur de {width}, mais les vecteurs des tokens une largeur de {d_in} : ajoutez W_o pour la reprojeter sur {d_in}</translation>
        </message>
        <message>
            <source>the attention output is {width} wide but the token vectors are {d_in} wide: give W_o {d_in} columns</source>
            <translation>la sortie de l'attention a une largeur de {width}, mais les vecteurs des tokens une largeur de {d_in} : donnez à W_o {d_in} colonnes</translation>
        </message>
        <message>
            <source>the attention output is {width} wide but the layer's input is {d_in} wide: add W_o to project it back to {d_in}</source>
            <translation>la sortie de l'attention a une largeur de {width}, mais l'entrée de la couche une largeur de {d_in} : ajoutez W_o pour la reprojeter sur {d_in}</translation>
        </message>
        <message>
            <source>the attention output is {width} wide but the layer's input is {d_in} wide: give W_o {d_in} columns</source>
            <translation>la sortie de l'attention a une largeur de {width}, mais l'entrée de la couche une largeur de {d_in} : donnez à W_o {d_in} colonnes</translation>
        </message>
    </context>
    <context>
        <name>resources</name>
        <message>
            <source>the app's resources folder is missing; looked in: {folders}</source>
            <translation>le dossier des ressources de l'application est manquant ; cherché dans : {folders}</translation>
        </message>
    </context>
    <context>
        <name>restart</name>
        <message>
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <source>The new language shows when selfattn-gui starts again.</source>
            <translation>La nouvelle langue apparaîtra au prochain démarrage de selfattn-gui.</translation>
        </message>
        <message>
            <source>Start again now? You will be asked to save unsaved work first.</source>
            <translation>Redémarrer maintenant ? Il vous sera d'abord proposé d'enregistrer le travail non enregistré.</translation>
        </message>
        <message>
            <source>Start again now</source>
            <translation>Redémarrer maintenant</translation>
        </message>
        <message>
            <source>Later</source>
            <translation>Plus tard</translation>
        </message>
    </context>
    <context>
        <name>scale_explorer</name>
        <message>
            <source>Sharpness</source>
            <translation>Netteté</translation>
        </message>
        <message>
            <source>How a factor on the scores sharpens a row</source>
            <translation>Comment un facteur sur les scores rend une ligne plus nette</translation>
        </message>
        <message>
            <source>Width d_k</source>
            <translation>Largeur d_k</translation>
        </message>
        <message>
            <source>Why the scores are divided by √d_k</source>
            <translation>Pourquoi les scores sont divisés par √d_k</translation>
        </message>
        <message>
            <source>Shift a row</source>
            <translation>Décaler une ligne</translation>
        </message>
        <message>
            <source>Adding one number to a row changes nothing</source>
            <translation>Ajouter un même nombre à une ligne ne change rien</translation>
        </message>
        <message>
            <source>Factor the scores are multiplied by</source>
            <translation>Facteur par lequel les scores sont multipliés</translation>
        </message>
        <message>
            <source>The arrow keys move it: left flattens the weights, right sharpens them; the middle is × 1, the app's own weights</source>
            <translation>Les touches fléchées le déplacent : la gauche aplatit les poids, la droite les rend plus nets ; le milieu est × 1, les poids de l'application</translation>
        </message>
        <message>
            <source>Weights of the example row at this factor</source>
            <translation>Poids de la ligne d'exemple avec ce facteur</translation>
        </message>
        <message>
            <source>flat</source>
            <translation>plat</translation>
        </message>
        <message>
            <source>one-hot</source>
            <translation>one-hot</translation>
        </message>
        <message>
            <source>Softmax of the selected query's scaled scores, each first multiplied by a factor (1 / temperature). Near 0 every key gets the same share; large factors give everything to the best key. At × 1 you see the app's weights.</source>
            <translation>La softmax des scores mis à l'échelle de la requête sélectionnée, chacun d'abord multiplié par un facteur (1 / température). Près de 0, chaque clé reçoit la même part ; avec de grands facteurs, tout va à la meilleure clé. À × 1, vous voyez les poids de l'application.</translation>
        </message>
        <message>
            <source>Scores and weights at each width d_k</source>
            <translation>Scores et poids pour chaque largeur d_k</translation>
        </message>
        <message>
            <source>Per d_k: the spread of the scores and the top weight and gradient, with and without ÷ √d_k</source>
            <translation>Pour chaque d_k : la dispersion des scores, le poids maximal et le gradient, avec et sans ÷ √d_k</translation>
        </message>
        <message>
            <source>spread
q·k</source>
            <translation>dispersion
q·k</translation>
        </message>
        <message>
            <source>spread
q·k / √d_k</source>
            <translation>dispersion
q·k / √d_k</translation>
        </message>
        <message>
            <source>top weight
no ÷</source>
            <translation>poids max
sans ÷</translation>
        </message>
        <message>
            <source>top weight
÷ √d_k</source>
            <translation>poids max
÷ √d_k</translation>
        </message>
        <message>
            <source>gradient
no ÷</source>
            <translation>gradient
sans ÷</translation>
        </message>
        <message>
            <source>gradient
÷ √d_k</source>
            <translation>gradient
÷ √d_k</translation>
        </message>
        <message>
            <source>Random queries and keys with entries of spread 1 (a fixed seed, so the same numbers every time), 16 keys per query. Without the division the scores spread like √d_k, the softmax becomes nearly one-hot and its gradient shrinks: it stops learning. With ÷√d_k the spread stays near 1 at every width.</source>
            <translation>Des requêtes et des clés aléatoires dont les composantes ont une dispersion de 1 (une graine fixe, donc les mêmes nombres à chaque fois), 16 clés par requête. Sans la division, la dispersion des scores croît comme √d_k, la softmax devient presque one-hot et son gradient diminue : elle cesse d'apprendre. Avec ÷√d_k, la dispersion reste proche de 1 à toutes les largeurs.</translation>
        </message>
        <message>
            <source>Constant added to every score of the row</source>
            <translation>Constante ajoutée à chaque score de la ligne</translation>
        </message>
        <message>
            <source>Type a number or use the arrow keys; the table shows the weights do not change</source>
            <translation>Tapez un nombre ou utilisez les touches fléchées ; le tableau montre que les poids ne changent pas</translation>
        </message>
        <message>
            <source>The row's scores and weights, before and after the shift</source>
            <translation>Les scores et les poids de la ligne, avant et après le décalage</translation>
        </message>
        <message>
            <source>One column per key; rows: the scores, the scores plus the constant, and the weights before and after</source>
            <translation>Une colonne par clé ; lignes : les scores, les scores plus la constante, et les poids avant et après</translation>
        </message>
        <message>
            <source>Add to every score of the row:</source>
            <translation>Ajouter à chaque score de la ligne :</translation>
        </message>
        <message>
            <source>Softmax only looks at the differences between the scores of a row. Add the same number to all of them and every e^score is multiplied by the same factor, which cancels when the row is divided by its total.</source>
            <translation>La softmax ne regarde que les différences entre les scores d'une ligne. Ajoutez le même nombre à tous, et chaque e^score est multiplié par le même facteur, qui s'annule quand la ligne est divisée par son total.</translation>
        </message>
        <message>
            <source>Select a query token to see its row.</source>
            <translation>Sélectionnez un token de requête pour voir sa ligne.</translation>
        </message>
        <message>
            <source>scores × {factor}  ·  largest weight {weight}</source>
            <translation>scores × {factor}  ·  plus grand poids {weight}</translation>
        </message>
        <message>
            <source>The row's numbers are hidden until you answer the lesson's question.</source>
            <translation>Les nombres de la ligne sont cachés jusqu'à ce que vous répondiez à la question de la leçon.</translation>
        </message>
        <message>
            <source>scores of "{token}"</source>
            <translation>scores de « {token} »</translation>
        </message>
        <message>
            <source>scores + {constant}</source>
            <translation>scores + {constant}</translation>
        </message>
        <message>
            <source>weights</source>
            <translation>poids</translation>
        </message>
        <message>
            <source>weights after + {constant}</source>
            <translation>poids après + {constant}</translation>
        </message>
        <message>
            <source>masked</source>
            <translation>masquée</translation>
        </message>
        <message>
            <source>✓ The weights are exactly the same.</source>
            <translation>✓ Les poids sont exactement les mêmes.</translation>
        </message>
        <message>
            <source>✓ The weights are the same (they differ by {gap}: rounding only).</source>
            <translation>✓ Les poids sont les mêmes (ils diffèrent de {gap} : arrondi seulement).</translation>
        </message>
        <message>
            <source>The weights differ by up to {gap}.</source>
            <translation>Les poids diffèrent d'au plus {gap}.</translation>
        </message>
    </context>
    <context>
        <name>session_fields</name>
        <message>
            <source>This is not a selfattn-gui session file.</source>
            <translation>Ce n'est pas un fichier de session selfattn-gui.</translation>
        </message>
        <message>
            <source>This session file was made by a newer selfattn-gui.</source>
            <translation>Ce fichier de session a été créé par une version plus récente de selfattn-gui.</translation>
        </message>
        <message>
            <source>This session file has a mistake in it, so it cannot be opened.</source>
            <translation>Ce fichier de session contient une erreur : il ne peut donc pas être ouvert.</translation>
        </message>
        <message>
            <source>This file cannot be read.</source>
            <translation>Ce fichier ne peut pas être lu.</translation>
        </message>
        <message>
            <source>not a session: the file holds {found}, not an object</source>
            <translation>pas une session : le fichier contient {found}, pas un objet</translation>
        </message>
        <message>
            <source>missing key "format" (it should be "{tag}")</source>
            <translation>clé « format » manquante (elle devrait valoir « {tag} »)</translation>
        </message>
        <message>
            <source>format: expected "{tag}", found {found}</source>
            <translation>format : « {tag} » attendu, {found} trouvé</translation>
        </message>
        <message>
            <source>missing key "version" (it should be 1 or 2)</source>
            <translation>clé « version » manquante (elle devrait valoir 1 ou 2)</translation>
        </message>
        <message>
            <source>version: expected a whole number, found {found}</source>
            <translation>version : un nombre entier était attendu, {found} trouvé</translation>
        </message>
        <message>
            <source>version: this file is version {version}, made by a newer selfattn-gui; this one reads versions 1 and {newest}: please update the app</source>
            <translation>version : ce fichier est en version {version}, créé par une version plus récente de selfattn-gui ; celle-ci lit les versions 1 et {newest} : veuillez mettre à jour l'application</translation>
        </message>
        <message>
            <source>version: expected 1 or {newest}, found {version}</source>
            <translation>version : 1 ou {newest} attendu, {version} trouvé</translation>
        </message>
        <message>
            <source>missing key "{key}"</source>
            <translation>clé « {key} » manquante</translation>
        </message>
        <message>
            <source>only a version 2 file has it: write "version": 2 and the version 2 keys</source>
            <translation>seul un fichier de version 2 l'a : écrivez "version": 2 et les clés de la version 2</translation>
        </message>
        <message>
            <source>a version 2 file keeps the heads, W_o and residual in "layers"</source>
            <translation>un fichier de version 2 garde les têtes, W_o et le résiduel dans « layers »</translation>
        </message>
        <message>
            <source>title: expected text, found {found}</source>
            <translation>title : du texte était attendu, {found} trouvé</translation>
        </message>
        <message>
            <source>mask[{row}][{column}]: expected 0 or 1, found {found}</source>
            <translation>mask[{row}][{column}] : 0 ou 1 attendu, {found} trouvé</translation>
        </message>
        <message>
            <source>embeddings: a session with a vocabulary takes its token vectors from vocabulary.W_E, so "embeddings" must be left out</source>
            <translation>embeddings : une session avec un vocabulaire prend les vecteurs de ses tokens dans vocabulary.W_E, « embeddings » doit donc être omis</translation>
        </message>
        <message>
            <source>missing key "embeddings" (needed when "vocabulary" is null)</source>
            <translation>clé « embeddings » manquante (nécessaire quand « vocabulary » vaut null)</translation>
        </message>
    </context>
    <context>
        <name>session_io</name>
        <message>
            <source>{name}: {problem}</source>
            <translation>{name} : {problem}</translation>
        </message>
    </context>
    <context>
        <name>session_limits</name>
        <message>
            <source>size: {tokens} and {heads} with d_model {d_model}, d_k {d_k}, d_v {d_v} would need {count} numbers; a session can hold at most {limit}, so that it can be saved and opened again (make a size, the heads or the tokens fewer)</source>
            <translation>taille : {tokens} et {heads} avec d_model {d_model}, d_k {d_k}, d_v {d_v} demanderaient {count} nombres ; une session peut en contenir au plus {limit}, pour pouvoir être enregistrée et rouverte (réduisez une taille, le nombre de têtes ou de tokens)</translation>
        </message>
        <message>
            <source>size: {tokens} and {heads} with d_model {d_model}, d_k {d_k}, d_v {d_v}, W_o {rows} × {columns} would need {count} numbers; a session can hold at most {limit}, so that it can be saved and opened again (make a size, the heads or the tokens fewer)</source>
            <translation>taille : {tokens} et {heads} avec d_model {d_model}, d_k {d_k}, d_v {d_v}, W_o {rows} × {columns} demanderaient {count} nombres ; une session peut en contenir au plus {limit}, pour pouvoir être enregistrée et rouverte (réduisez une taille, le nombre de têtes ou de tokens)</translation>
        </message>
        <message numerus="yes">
            <source>%n token(s)</source>
            <translation>
                <numerusform>%n token</numerusform>
                <numerusform>%n tokens</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n head(s)</source>
            <translation>
                <numerusform>%n tête</numerusform>
                <numerusform>%n têtes</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>session_rules</name>
        <message>
            <source>title: expected text, found {found}</source>
            <translation>title : du texte était attendu, {found} trouvé</translation>
        </message>
        <message>
            <source>layers: expected 1 to {limit} layers, found {found}</source>
            <translation>layers : 1 à {limit} couches attendues, {found} trouvé</translation>
        </message>
        <message>
            <source>{name}: holds a character that is not valid text</source>
            <translation>{name} : contient un caractère qui n'est pas du texte valide</translation>
        </message>
        <message>
            <source>{name}: at least one token is needed</source>
            <translation>{name} : il faut au moins un token</translation>
        </message>
        <message>
            <source>{name}: {count} tokens, the limit is {limit}</source>
            <translation>{name} : {count} tokens, la limite est {limit}</translation>
        </message>
        <message>
            <source>{place}: a token label must not be empty</source>
            <translation>{place} : l'étiquette d'un token ne doit pas être vide</translation>
        </message>
        <message>
            <source>tokens[{index}]: {token} is not in the vocabulary</source>
            <translation>tokens[{index}] : {token} n'est pas dans le vocabulaire</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <source>shape {shape}</source>
            <translation>forme {shape}</translation>
        </message>
        <message>
            <source>embeddings: expected {rows} rows (one per token), found {found}</source>
            <translation>embeddings : {rows} lignes attendues (une par token), {found} trouvé</translation>
        </message>
        <message>
            <source>embeddings: d_model must be between 1 and {limit}, found {found}</source>
            <translation>embeddings : d_model doit être entre 1 et {limit}, {found} trouvé</translation>
        </message>
        <message>
            <source>vocabulary.labels[{index}]: "{label}" is already entry {entry}; every label must be different</source>
            <translation>vocabulary.labels[{index}] : « {label} » est déjà l'entrée {entry} ; chaque étiquette doit être différente</translation>
        </message>
        <message>
            <source>vocabulary.W_E: expected {rows} rows × d_model (1 to {limit}), found shape {found}</source>
            <translation>vocabulary.W_E : {rows} lignes × d_model (1 à {limit}) attendu, forme {found} trouvée</translation>
        </message>
        <message>
            <source>one row per label</source>
            <translation>une ligne par étiquette</translation>
        </message>
        <message>
            <source>attention: expected one of {choices}, found {found}</source>
            <translation>attention : une valeur parmi {choices} était attendue, {found} trouvé</translation>
        </message>
        <message>
            <source>source: only a "cross" session has a source sequence</source>
            <translation>source : seule une session « cross » a une séquence source</translation>
        </message>
        <message>
            <source>source: a "cross" session needs the sequence its keys come from</source>
            <translation>source : une session « cross » a besoin de la séquence d'où viennent ses clés</translation>
        </message>
        <message>
            <source>causal: a "cross" session cannot use the causal mask (its keys are another sequence, not earlier tokens); use a custom mask instead</source>
            <translation>causal : une session « cross » ne peut pas utiliser le masque causal (ses clés sont une autre séquence, pas des tokens précédents) ; utilisez plutôt un masque personnalisé</translation>
        </message>
        <message>
            <source>layers: a "cross" session has one layer, found {found}</source>
            <translation>layers : une session « cross » a une seule couche, {found} trouvé</translation>
        </message>
        <message>
            <source>one row per source token, d_model wide</source>
            <translation>une ligne par token source, de largeur d_model</translation>
        </message>
        <message>
            <source>mask: expected shape {rows} × {columns}, found {found}</source>
            <translation>mask : forme {rows} × {columns} attendue, {found} trouvée</translation>
        </message>
        <message>
            <source>positional_encoding: expected one of {choices}, found {found}</source>
            <translation>positional_encoding : une valeur parmi {choices} était attendue, {found} trouvé</translation>
        </message>
        <message>
            <source>W_pos: only "learned" positions have a W_pos matrix</source>
            <translation>W_pos : seules les positions « learned » ont une matrice W_pos</translation>
        </message>
        <message>
            <source>scale: expected one of {choices}, found {found}</source>
            <translation>scale : une valeur parmi {choices} était attendue, {found} trouvé</translation>
        </message>
        <message>
            <source>W_pos: "learned" positions need their matrix W_pos</source>
            <translation>W_pos : des positions « learned » ont besoin de leur matrice W_pos</translation>
        </message>
        <message>
            <source>W_pos: expected max_positions × {d_model} (d_model), found shape {found}</source>
            <translation>W_pos : max_positions × {d_model} (d_model) attendu, forme {found} trouvée</translation>
        </message>
        <message>
            <source>W_pos: the sequence has {tokens} tokens but W_pos has only {positions} positions (learned positions cannot go beyond what was learned)</source>
            <translation>W_pos : la séquence a {tokens} tokens mais W_pos n'a que {positions} positions (des positions apprises ne peuvent pas aller au-delà de ce qui a été appris)</translation>
        </message>
        <message>
            <source>W_U: an unembedding needs a vocabulary (its columns are its labels)</source>
            <translation>W_U : un désembedding a besoin d'un vocabulaire (ses colonnes sont ses étiquettes)</translation>
        </message>
        <message>
            <source>the last layer's output width × vocabulary size</source>
            <translation>largeur de sortie de la dernière couche × taille du vocabulaire</translation>
        </message>
    </context>
    <context>
        <name>session_size_rules</name>
        <message>
            <source>size: the session holds {count} numbers; a session can hold at most {limit}, so that it can be saved and opened again (make a size, the heads, the layers, the vocabulary or the tokens fewer)</source>
            <translation>taille : la session contient {count} nombres ; une session peut en contenir au plus {limit}, pour pouvoir être enregistrée et rouverte (réduisez une taille, le nombre de têtes, de couches, le vocabulaire ou le nombre de tokens)</translation>
        </message>
        <message>
            <source>size: the session's matrices have {rows} rows; a session can have at most {limit}, so that it can be saved and opened again (make d_model, the heads, the layers, the vocabulary or the positions of W_pos fewer)</source>
            <translation>taille : les matrices de la session ont {rows} lignes ; une session peut en avoir au plus {limit}, pour pouvoir être enregistrée et rouverte (réduisez d_model, le nombre de têtes, de couches, le vocabulaire ou les positions de W_pos)</translation>
        </message>
        <message>
            <source>tokens and title: {size} MB of text, more than the {limit} MB a session can hold, so that it can be saved and opened again (shorten the token labels or the title)</source>
            <translation>tokens et titre : {size} Mo de texte, plus que les {limit} Mo qu'une session peut contenir pour pouvoir être enregistrée et rouverte (raccourcissez les étiquettes des tokens ou le titre)</translation>
        </message>
    </context>
    <context>
        <name>settings_store</name>
        <message>
            <source>The settings file {path} was not an ordinary file; it was moved to {aside} and the default settings are used.</source>
            <translation>Le fichier de réglages {path} n'était pas un fichier ordinaire ; il a été déplacé vers {aside} et les réglages par défaut sont utilisés.</translation>
        </message>
        <message>
            <source>The settings file {path} is not an ordinary file and could not be moved aside; default settings are used and changes are not kept after this run. Remove or rename it to keep your settings.</source>
            <translation>Le fichier de réglages {path} n'est pas un fichier ordinaire et n'a pas pu être mis de côté ; les réglages par défaut sont utilisés et les changements ne seront pas conservés après cette session. Supprimez-le ou renommez-le pour garder vos réglages.</translation>
        </message>
    </context>
    <context>
        <name>size_edits</name>
        <message>
            <source>heads: expected 1 to {limit} heads, found {found}</source>
            <translation>heads : 1 à {limit} têtes attendues, {found} trouvé</translation>
        </message>
        <message>
            <source>size: with d_model {d_model} the session would hold {count} numbers; a session can hold at most {limit}, so that it can be saved and opened again (make a size, the heads, the layers or the vocabulary fewer)</source>
            <translation>taille : avec d_model {d_model}, la session contiendrait {count} nombres ; une session peut en contenir au plus {limit}, pour pouvoir être enregistrée et rouverte (réduisez une taille, le nombre de têtes, de couches ou le vocabulaire)</translation>
        </message>
        <message>
            <source>layers[{index}]: layer {next} reads layer {layer}'s output, {old} numbers per token; this change would make it {new}, which it cannot read. Keep heads · d_v at {old}, or give layer {layer} a W_o with {old} columns</source>
            <translation>layers[{index}] : la couche {next} lit la sortie de la couche {layer}, {old} nombres par token ; ce changement la ferait passer à {new}, qu'elle ne peut pas lire. Gardez têtes · d_v à {old}, ou donnez à la couche {layer} un W_o de {old} colonnes</translation>
        </message>
        <message>
            <source>layers[{index}]: the unembedding W_U reads layer {layer}'s output, {old} numbers per token; this change would make it {new}, which it cannot read. Keep heads · d_v at {old}, or give layer {layer} a W_o with {old} columns</source>
            <translation>layers[{index}] : le désembedding W_U lit la sortie de la couche {layer}, {old} nombres par token ; ce changement la ferait passer à {new}, qu'il ne peut pas lire. Gardez têtes · d_v à {old}, ou donnez à la couche {layer} un W_o de {old} colonnes</translation>
        </message>
    </context>
    <context>
        <name>stage</name>
        <message>
            <source>✎ you edit {matrices}</source>
            <translation>✎ vous modifiez {matrices}</translation>
        </message>
    </context>
    <context>
        <name>stage_sources</name>
        <message>
            <source>{symbol}, the output of layer {layer}</source>
            <translation>{symbol}, la sortie de la couche {layer}</translation>
        </message>
        <message>
            <source>Z, the token vectors plus their positions</source>
            <translation>Z, les vecteurs des tokens plus leurs positions</translation>
        </message>
        <message>
            <source>Worked out by the app: layer {layer}'s output, which layer {next} reads. Edit the layers before it to change it.</source>
            <translation>Calculé par l'application : la sortie de la couche {layer}, que lit la couche {next}. Modifiez les couches précédentes pour la changer.</translation>
        </message>
        <message>
            <source>You type these: one vector per token, and the positions are added to them.</source>
            <translation>Vous les tapez : un vecteur par token, et les positions y sont ajoutées.</translation>
        </message>
        <message>
            <source>You type these: one vector per token.</source>
            <translation>Vous les tapez : un vecteur par token.</translation>
        </message>
        <message>
            <source>Made from {source} plus the attention output.</source>
            <translation>À partir de {source} plus la sortie de l'attention.</translation>
        </message>
        <message>
            <source>Made from {source} plus the attention output; it is the input of layer {layer}.</source>
            <translation>À partir de {source} plus la sortie de l'attention ; c'est l'entrée de la couche {layer}.</translation>
        </message>
        <message>
            <source>Made from the head outputs, placed side by side (there is no W_o).</source>
            <translation>À partir des sorties des têtes, placées côte à côte (il n'y a pas de W_o).</translation>
        </message>
        <message>
            <source>Made from the head outputs, side by side, times W_o, which you type.</source>
            <translation>À partir des sorties des têtes, côte à côte, multipliées par W_o, que vous tapez.</translation>
        </message>
        <message>
            <source>{source}, normalised (the layer norm's output)</source>
            <translation>{source}, normalisé (la sortie de la normalisation de couche)</translation>
        </message>
        <message>
            <source>Q is made from {source} times W_q; K and V from the source sentence's vectors times W_k and W_v.</source>
            <translation>Q est obtenu à partir de {source} multiplié par W_q ; K et V à partir des vecteurs de la phrase source multipliés par W_k et W_v.</translation>
        </message>
        <message>
            <source>Made from {source} times W_q, W_k and W_v.</source>
            <translation>À partir de {source} multiplié par W_q, W_k et W_v.</translation>
        </message>
        <message>
            <source>Made from the scores, divided by the square root of d_k = {d_k}.</source>
            <translation>À partir des scores, divisés par la racine carrée de d_k = {d_k}.</translation>
        </message>
        <message>
            <source>The scores as they are: dividing by the square root of d_k is off.</source>
            <translation>Les scores tels quels : la division par la racine carrée de d_k est désactivée.</translation>
        </message>
        <message>
            <source>Made from the scaled scores: a softmax along each row, with masked keys left out.</source>
            <translation>À partir des scores mis à l'échelle : une softmax le long de chaque ligne, les clés masquées étant laissées de côté.</translation>
        </message>
        <message>
            <source>Made from the scaled scores: a softmax along each row.</source>
            <translation>À partir des scores mis à l'échelle : une softmax le long de chaque ligne.</translation>
        </message>
        <message>
            <source>You type these: one vector per token of the other sentence; the keys and values are made from them, the queries from the tokens.</source>
            <translation>Vous les tapez : un vecteur par token de l'autre phrase ; les clés et les valeurs en sont issues, les requêtes viennent des tokens.</translation>
        </message>
        <message>
            <source>Made from {source}: each token's row minus its mean, divided by its spread (the square root of its variance plus 0.00001), then times the gain and plus the bias, which you type.</source>
            <translation>À partir de {source} : la ligne de chaque token moins sa moyenne, divisée par sa dispersion (la racine carrée de sa variance plus 0,00001), puis multipliée par le gain et augmentée du biais, que vous tapez.</translation>
        </message>
        <message>
            <source>You type these: W_q, W_k and W_v turn each token into Q, K, V.</source>
            <translation>Vous les tapez : W_q, W_k et W_v transforment chaque token en Q, K, V.</translation>
        </message>
        <message>
            <source>Made from Q and K: each query's dot product with each key.</source>
            <translation>À partir de Q et K : le produit scalaire de chaque requête avec chaque clé.</translation>
        </message>
        <message>
            <source>Made from the weights times V: each query's mix of the values.</source>
            <translation>À partir des poids multipliés par V : le mélange des valeurs propre à chaque requête.</translation>
        </message>
        <message>
            <source>Made from the last layer's output times W_U: a softmax over the vocabulary for each position, its likeliest next tokens listed.</source>
            <translation>À partir de la sortie de la dernière couche multipliée par W_U : une softmax sur le vocabulaire pour chaque position, avec la liste de ses tokens suivants les plus probables.</translation>
        </message>
    </context>
    <context>
        <name>stage_texts</name>
        <message>
            <source>{shape} each</source>
            <translation>{shape} chacune</translation>
        </message>
        <message>
            <source>source: the sentence the keys and values come from</source>
            <translation>source : la phrase d'où viennent les clés et les valeurs</translation>
        </message>
        <message>
            <source>{symbol}: the input of layer {number} = layer {before}'s output</source>
            <translation>{symbol} : l'entrée de la couche {number} = la sortie de la couche {before}</translation>
        </message>
        <message>
            <source>Z = X + positions</source>
            <translation>Z = X + positions</translation>
        </message>
        <message>
            <source>X: the sentence the queries come from</source>
            <translation>X : la phrase d'où viennent les requêtes</translation>
        </message>
        <message>
            <source>X: the token vectors</source>
            <translation>X : les vecteurs des tokens</translation>
        </message>
        <message>
            <source>LayerNorm: each row to mean 0, spread 1, then × gain + bias</source>
            <translation>LayerNorm : chaque ligne ramenée à une moyenne de 0 et une dispersion de 1, puis × gain + biais</translation>
        </message>
        <message>
            <source> of head {number}</source>
            <translation> de la tête {number}</translation>
        </message>
        <message>
            <source> (off)</source>
            <translation> (désactivée)</translation>
        </message>
        <message numerus="yes">
            <source>Q {shape}; K, V %n rows</source>
            <translation>
                <numerusform>Q {shape} ; K, V %n ligne</numerusform>
                <numerusform>Q {shape} ; K, V %n lignes</numerusform>
            </translation>
        </message>
        <message>
            <source>scores = Q·Kᵀ</source>
            <translation>scores = Q·Kᵀ</translation>
        </message>
        <message>
            <source>scaled = scores ÷ √d_k (√{d_k} = {root})</source>
            <translation>mis à l'échelle = scores ÷ √d_k (√{d_k} = {root})</translation>
        </message>
        <message>
            <source>scaled = scores (÷ √d_k is off)</source>
            <translation>mis à l'échelle = scores (÷ √d_k désactivé)</translation>
        </message>
        <message>
            <source>weights = softmax per row (causal mask, rows sum to 1)</source>
            <translation>poids = softmax par ligne (masque causal, somme de chaque ligne = 1)</translation>
        </message>
        <message>
            <source>weights = softmax per row (your mask, rows sum to 1)</source>
            <translation>poids = softmax par ligne (votre masque, somme de chaque ligne = 1)</translation>
        </message>
        <message>
            <source>weights = softmax per row (rows sum to 1)</source>
            <translation>poids = softmax par ligne (somme de chaque ligne = 1)</translation>
        </message>
        <message>
            <source>head output = weights·V (head {number} is off: left out)</source>
            <translation>sortie de la tête = poids·V (la tête {number} est désactivée : laissée de côté)</translation>
        </message>
        <message>
            <source>head output = weights·V</source>
            <translation>sortie de la tête = poids·V</translation>
        </message>
        <message>
            <source>concat(heads, head {listed} off)</source>
            <translation>concat(têtes, tête {listed} désactivée)</translation>
        </message>
        <message>
            <source>concat(heads, heads {listed} off)</source>
            <translation>concat(têtes, têtes {listed} désactivées)</translation>
        </message>
        <message>
            <source>concat(heads)</source>
            <translation>concat(têtes)</translation>
        </message>
        <message>
            <source>head output</source>
            <translation>sortie de la tête</translation>
        </message>
        <message>
            <source>attention output = {heads}·W_o</source>
            <translation>sortie de l'attention = {heads}·W_o</translation>
        </message>
        <message>
            <source>attention output = {heads}</source>
            <translation>sortie de l'attention = {heads}</translation>
        </message>
        <message>
            <source>residual output = {symbol} + attention output</source>
            <translation>sortie résiduelle = {symbol} + sortie de l'attention</translation>
        </message>
        <message>
            <source>residual output = {symbol} + attention output = {next}, the input of layer {number}</source>
            <translation>sortie résiduelle = {symbol} + sortie de l'attention = {next}, l'entrée de la couche {number}</translation>
        </message>
        <message>
            <source>residual output</source>
            <translation>sortie résiduelle</translation>
        </message>
        <message>
            <source>next token = softmax({output}·W_U): the likeliest {shown} of {size}</source>
            <translation>token suivant = softmax({output}·W_U) : les {shown} plus probables sur {size}</translation>
        </message>
        <message>
            <source>the source</source>
            <translation>la source</translation>
        </message>
        <message>
            <source>gain, bias</source>
            <translation>gain, biais</translation>
        </message>
        <message>
            <source>the W's</source>
            <translation>les W</translation>
        </message>
    </context>
    <context>
        <name>strict_json</name>
        <message>
            <source>session file</source>
            <translation>fichier de session</translation>
        </message>
        <message>
            <source>lesson file</source>
            <translation>fichier de leçon</translation>
        </message>
        <message>
            <source>progress file</source>
            <translation>fichier de progression</translation>
        </message>
        <message>
            <source>translation file</source>
            <translation>fichier de traduction</translation>
        </message>
        <message>
            <source>document</source>
            <translation>document</translation>
        </message>
        <message>
            <source>preset index</source>
            <translation>index des exemples</translation>
        </message>
        <message>
            <source>key {key} appears twice in the same object</source>
            <translation>la clé {key} apparaît deux fois dans le même objet</translation>
        </message>
        <message>
            <source>{name} is not allowed: every value must be a finite number</source>
            <translation>{name} n'est pas permis : chaque valeur doit être un nombre fini</translation>
        </message>
        <message>
            <source>the file is empty (expected one JSON object)</source>
            <translation>le fichier est vide (un objet JSON était attendu)</translation>
        </message>
        <message>
            <source>not valid JSON: {problem} at line {line}, column {column} (the file ends too early)</source>
            <translation>JSON non valide : {problem} à la ligne {line}, colonne {column} (le fichier se termine trop tôt)</translation>
        </message>
        <message>
            <source>not valid JSON: {problem} at line {line}, column {column}</source>
            <translation>JSON non valide : {problem} à la ligne {line}, colonne {column}</translation>
        </message>
        <message>
            <source>the JSON is nested far too deeply to be read</source>
            <translation>le JSON est imbriqué bien trop profondément pour être lu</translation>
        </message>
        <message>
            <source>not valid JSON: {problem}</source>
            <translation>JSON non valide : {problem}</translation>
        </message>
        <message>
            <source>{name}: no such file</source>
            <translation>{name} : fichier introuvable</translation>
        </message>
        <message>
            <source>{name}: is a folder, not a {kind}</source>
            <translation>{name} : c'est un dossier, pas un {kind}</translation>
        </message>
        <message>
            <source>{name}: is not an ordinary file, so it cannot be a {kind}</source>
            <translation>{name} : ce n'est pas un fichier ordinaire, ce ne peut donc pas être un {kind}</translation>
        </message>
        <message>
            <source>{name}: {size} MB is too big for a {kind} (the limit is {limit} MB)</source>
            <translation>{name} : {size} Mo, c'est trop pour un {kind} (la limite est {limit} Mo)</translation>
        </message>
        <message>
            <source>{name}: not UTF-8 text (bad byte at offset {offset}); is this really a {kind}?</source>
            <translation>{name} : pas du texte UTF-8 (octet incorrect à la position {offset}) ; est-ce vraiment un {kind} ?</translation>
        </message>
        <message>
            <source>{name}: cannot read it ({reason})</source>
            <translation>{name} : lecture impossible ({reason})</translation>
        </message>
    </context>
    <context>
        <name>switch_tips</name>
        <message>
            <source>Each token may only look at itself and earlier tokens (as in GPT). Shortcut: M</source>
            <translation>Chaque token ne peut regarder que lui-même et les tokens précédents (comme dans GPT). Raccourci : M</translation>
        </message>
        <message>
            <source>No causal mask in cross-attention: the keys are another sentence (the source), so no key comes before or after a query. A mask of your own still works.</source>
            <translation>Pas de masque causal dans l'attention croisée : les clés sont une autre phrase (la source), donc aucune clé ne vient avant ou après une requête. Un masque personnalisé fonctionne toujours.</translation>
        </message>
        <message>
            <source>Add sinusoidal positional encodings to the token vectors (Z = X + PE). Shortcut: P</source>
            <translation>Ajouter des encodages positionnels sinusoïdaux aux vecteurs des tokens (Z = X + PE). Raccourci : P</translation>
        </message>
        <message>
            <source>This model learned its positions: W_pos ({rows} × {width}) is part of its weights, and its heads only work with them (the previous-token head finds t − 1 through them). Edit W_pos to change them; switching to sinusoidal or none would throw them away.</source>
            <translation>Ce modèle a appris ses positions : W_pos ({rows} × {width}) fait partie de ses poids, et ses têtes ne fonctionnent qu'avec elles (la tête du token précédent trouve t − 1 grâce à elles). Modifiez W_pos pour les changer ; passer en sinusoïdal ou en aucune les supprimerait.</translation>
        </message>
        <message>
            <source>Positions: learned</source>
            <translation>Positions : apprises</translation>
        </message>
        <message>
            <source>Positions</source>
            <translation>Positions</translation>
        </message>
    </context>
    <context>
        <name>teaching_docks</name>
        <message>
            <source>Explain this number</source>
            <translation>Expliquer ce nombre</translation>
        </message>
        <message>
            <source>Sanity checks</source>
            <translation>Vérifications de cohérence</translation>
        </message>
        <message>
            <source>Step through</source>
            <translation>Pas à pas</translation>
        </message>
        <message>
            <source>Step through the computation, one step at a time (F6)</source>
            <translation>Parcourir le calcul pas à pas, une étape à la fois (F6)</translation>
        </message>
    </context>
    <context>
        <name>to_session</name>
        <message>
            <source>the trainer cannot train this session: {problem}</source>
            <translation>l'entraîneur ne peut pas entraîner cette session : {problem}</translation>
        </message>
        <message>
            <source>it needs a vocabulary and an unembedding W_U</source>
            <translation>il faut un vocabulaire et un désembedding W_U</translation>
        </message>
        <message>
            <source>it needs learned positions and the causal mask, without a custom mask</source>
            <translation>il faut des positions apprises et le masque causal, sans masque personnalisé</translation>
        </message>
        <message>
            <source>it needs self-attention scaled by √d_k</source>
            <translation>il faut une auto-attention mise à l'échelle par √d_k</translation>
        </message>
        <message>
            <source>its layers may not share keys and values, normalise, or switch heads off</source>
            <translation>ses couches ne doivent pas partager clés et valeurs, normaliser ni désactiver de têtes</translation>
        </message>
        <message>
            <source>every layer needs W_o and the residual connection</source>
            <translation>chaque couche a besoin de W_o et de la connexion résiduelle</translation>
        </message>
        <message>
            <source>every layer needs the same heads, with d_v = d_k</source>
            <translation>chaque couche a besoin des mêmes têtes, avec d_v = d_k</translation>
        </message>
        <message>
            <source>every layer's W_o must map the heads back to d_model</source>
            <translation>le W_o de chaque couche doit ramener les têtes à d_model</translation>
        </message>
    </context>
    <context>
        <name>token_actions</name>
        <message>
            <source>Add token</source>
            <translation>Ajouter un token</translation>
        </message>
        <message>
            <source>Vocabulary entry of the new token:</source>
            <translation>Entrée du vocabulaire du nouveau token :</translation>
        </message>
        <message>
            <source>Label of the new token:</source>
            <translation>Étiquette du nouveau token :</translation>
        </message>
        <message>
            <source>Add token "{label}"</source>
            <translation>Ajouter le token « {label} »</translation>
        </message>
        <message>
            <source>Remove token "{label}"</source>
            <translation>Supprimer le token « {label} »</translation>
        </message>
        <message>
            <source>Move "{label}"</source>
            <translation>Déplacer « {label} »</translation>
        </message>
        <message>
            <source>Shuffle tokens</source>
            <translation>Mélanger les tokens</translation>
        </message>
        <message>
            <source>Shuffled. Without positions each output row simply moved with its token: attention does not know the order.</source>
            <translation>Mélangé. Sans positions, chaque ligne de sortie s'est simplement déplacée avec son token : l'attention ne connaît pas l'ordre.</translation>
        </message>
    </context>
    <context>
        <name>token_sequence</name>
        <message>
            <source>tokens: only a session with a vocabulary can take a typed sequence (each label's vector is its row of W_E); rename the tokens one by one instead</source>
            <translation>tokens : seule une session avec un vocabulaire peut recevoir une séquence tapée (le vecteur de chaque étiquette est sa ligne de W_E) ; renommez plutôt les tokens un par un</translation>
        </message>
        <message>
            <source>tokens: type at least one token (labels separated by spaces)</source>
            <translation>tokens : tapez au moins un token (étiquettes séparées par des espaces)</translation>
        </message>
        <message>
            <source>tokens: {count} tokens is too many: this model learned {limit} positions (W_pos has {limit} rows); type at most {limit}</source>
            <translation>tokens : {count} tokens, c'est trop : ce modèle a appris {limit} positions (W_pos a {limit} lignes) ; tapez-en au plus {limit}</translation>
        </message>
        <message>
            <source>tokens: {count} tokens is too many: the limit is {limit}; type at most {limit}</source>
            <translation>tokens : {count} tokens, c'est trop : la limite est {limit} ; tapez-en au plus {limit}</translation>
        </message>
        <message>
            <source>tokens: {named} and {more} more are not in the vocabulary; its {count} labels are {labels}</source>
            <translation>tokens : {named} et {more} autres ne sont pas dans le vocabulaire ; ses {count} étiquettes sont {labels}</translation>
        </message>
        <message>
            <source>tokens: {named} are not in the vocabulary; its {count} labels are {labels}</source>
            <translation>tokens : {named} ne sont pas dans le vocabulaire ; ses {count} étiquettes sont {labels}</translation>
        </message>
        <message>
            <source>tokens: {named} is not in the vocabulary; its {count} labels are {labels}</source>
            <translation>tokens : {named} n'est pas dans le vocabulaire ; ses {count} étiquettes sont {labels}</translation>
        </message>
    </context>
    <context>
        <name>toolbar</name>
        <message>
            <source>Attention</source>
            <translation>Attention</translation>
        </message>
        <message>
            <source>Heads and sizes</source>
            <translation>Têtes et tailles</translation>
        </message>
        <message>
            <source>Causal mask</source>
            <translation>Masque causal</translation>
        </message>
        <message>
            <source>Positions</source>
            <translation>Positions</translation>
        </message>
        <message>
            <source>Divide the scores by √d_k before the softmax</source>
            <translation>Diviser les scores par √d_k avant la softmax</translation>
        </message>
        <message>
            <source>Divide by the square root of d_k</source>
            <translation>Diviser par la racine carrée de d_k</translation>
        </message>
        <message>
            <source>Residual</source>
            <translation>Résiduelle</translation>
        </message>
        <message>
            <source>Add each token's own vector back: Z + attention</source>
            <translation>Rajouter le vecteur propre de chaque token : Z + attention</translation>
        </message>
        <message>
            <source>Project the concatenated heads back with W_o</source>
            <translation>Reprojeter les têtes concaténées avec W_o</translation>
        </message>
        <message>
            <source>Normalise each token's row before the heads read it: mean 0, spread 1, then × gain + bias (gain 1, bias 0 to start)</source>
            <translation>Normaliser la ligne de chaque token avant que les têtes la lisent : moyenne 0, écart-type 1, puis × gain + biais (gain 1, biais 0 au départ)</translation>
        </message>
        <message>
            <source>Layer normalisation</source>
            <translation>Normalisation de couche</translation>
        </message>
        <message>
            <source>Head shown in the panels</source>
            <translation>Tête affichée dans les panneaux</translation>
        </message>
        <message>
            <source>Which head's W_q, W_k, W_v, Q, K, V, scores and weights to show</source>
            <translation>La tête dont afficher W_q, W_k, W_v, Q, K, V, les scores et les poids</translation>
        </message>
        <message>
            <source>Head</source>
            <translation>Tête</translation>
        </message>
        <message>
            <source>Number of heads</source>
            <translation>Nombre de têtes</translation>
        </message>
        <message>
            <source>of</source>
            <translation>sur</translation>
        </message>
        <message>
            <source>Width of the token vectors</source>
            <translation>Largeur des vecteurs des tokens</translation>
        </message>
        <message>
            <source>Width of queries and keys</source>
            <translation>Largeur des requêtes et des clés</translation>
        </message>
        <message>
            <source>Width of the values</source>
            <translation>Largeur des valeurs</translation>
        </message>
        <message>
            <source>Decimals shown</source>
            <translation>Décimales affichées</translation>
        </message>
        <message>
            <source>decimals</source>
            <translation>décimales</translation>
        </message>
        <message>
            <source>head {number}</source>
            <translation>tête {number}</translation>
        </message>
        <message>
            <source>Causal mask on</source>
            <translation>Masque causal activé</translation>
        </message>
        <message>
            <source>Causal mask off</source>
            <translation>Masque causal désactivé</translation>
        </message>
        <message>
            <source>Positions on</source>
            <translation>Positions activées</translation>
        </message>
        <message>
            <source>Positions off</source>
            <translation>Positions désactivées</translation>
        </message>
        <message>
            <source>Scale by √d_k</source>
            <translation>Mise à l'échelle par √d_k</translation>
        </message>
        <message>
            <source>No scaling</source>
            <translation>Pas de mise à l'échelle</translation>
        </message>
        <message>
            <source>Residual on</source>
            <translation>Connexion résiduelle activée</translation>
        </message>
        <message>
            <source>Residual off</source>
            <translation>Connexion résiduelle désactivée</translation>
        </message>
        <message>
            <source>Add W_o</source>
            <translation>Ajouter W_o</translation>
        </message>
        <message>
            <source>Remove W_o</source>
            <translation>Retirer W_o</translation>
        </message>
        <message>
            <source>LayerNorm on</source>
            <translation>LayerNorm activée</translation>
        </message>
        <message>
            <source>LayerNorm off</source>
            <translation>LayerNorm désactivée</translation>
        </message>
        <message numerus="yes">
            <source>%n heads</source>
            <translation>
                <numerusform>%n tête</numerusform>
                <numerusform>%n têtes</numerusform>
            </translation>
        </message>
        <message>
            <source>{change} (layer {layer})</source>
            <translation>{change} (couche {layer})</translation>
        </message>
    </context>
    <context>
        <name>train_charts</name>
        <message>
            <source>training step</source>
            <translation>pas d'entraînement</translation>
        </message>
        <message>
            <source>layer 1, head {head}
previous-token {score}</source>
            <translation>couche 1, tête {head}
token précédent {score}</translation>
        </message>
        <message>
            <source>layer {layer}, head {head}
induction {score}</source>
            <translation>couche {layer}, tête {head}
induction {score}</translation>
        </message>
    </context>
    <context>
        <name>train_dock</name>
        <message>
            <source>Train a model</source>
            <translation>Entraîner un modèle</translation>
        </message>
        <message>
            <source>&amp;Train a model</source>
            <translation>&amp;Entraîner un modèle</translation>
        </message>
        <message>
            <source>Opened the weights of step {step}: a copy, so the training in the Train panel goes on without changing it.</source>
            <translation>Poids du pas {step} ouverts : c'est une copie, donc l'entraînement du panneau Entraîner un modèle continue sans la modifier.</translation>
        </message>
    </context>
    <context>
        <name>train_panel</name>
        <message>
            <source>A model with two layers of attention heads learns, from random weights, to continue a random sequence that repeats: &lt;s&gt; H K P Z … H K P Z …. Only the repeated half is scored, where every next token can be copied from the first half.</source>
            <translation>Un modèle à deux couches de têtes d'attention apprend, à partir de poids aléatoires, à prolonger une séquence aléatoire qui se répète : &lt;s&gt; H K P Z … H K P Z …. Seule la moitié répétée est notée : là, chaque token suivant peut être copié sur la première moitié.</translation>
        </message>
        <message>
            <source>The heads on the probe {probe}: row = the position that looks, column = where it looks, bright = much weight, grey = later positions, which it may not see.</source>
            <translation>Les têtes sur la séquence test {probe} : ligne = la position qui regarde, colonne = où elle regarde, clair = beaucoup de poids, gris = positions suivantes, qu'elle ne peut pas voir.</translation>
        </message>
        <message>
            <source>Press Start to train a fresh model.</source>
            <translation>Appuyez sur Démarrer pour entraîner un nouveau modèle.</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Démarrer</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>Start over</source>
            <translation>Recommencer</translation>
        </message>
        <message>
            <source>Train in the background; after a pause, go on from there</source>
            <translation>Entraîner en arrière-plan ; après une pause, reprendre à partir de là</translation>
        </message>
        <message>
            <source>Stop after this step, keeping what the model has learnt</source>
            <translation>S'arrêter après ce pas, en gardant ce que le modèle a appris</translation>
        </message>
        <message>
            <source>Fresh random weights from the seed, at step 0</source>
            <translation>De nouveaux poids aléatoires tirés de la graine, au pas 0</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>Graine</translation>
        </message>
        <message>
            <source>Where the random weights and data come from; used from step 0</source>
            <translation>D'où viennent les poids aléatoires et les données ; utilisée dès le pas 0</translation>
        </message>
        <message>
            <source>Open these weights</source>
            <translation>Ouvrir ces poids</translation>
        </message>
        <message>
            <source>Open the model as drawn here in the window, as a session</source>
            <translation>Ouvrir le modèle tel qu'il est dessiné ici dans la fenêtre, comme une session</translation>
        </message>
        <message>
            <source>Loss on the repeated half</source>
            <translation>Perte sur la moitié répétée</translation>
        </message>
        <message>
            <source>loss (nats)</source>
            <translation>perte (nats)</translation>
        </message>
        <message>
            <source>guessing: {loss}</source>
            <translation>au hasard : {loss}</translation>
        </message>
        <message>
            <source>Copy accuracy, held-out sequences</source>
            <translation>Précision de copie, séquences mises de côté</translation>
        </message>
        <message>
            <source>share right</source>
            <translation>part de réussite</translation>
        </message>
        <message>
            <source>chance</source>
            <translation>hasard</translation>
        </message>
        <message>
            <source>Step {step} of {steps}</source>
            <translation>Pas {step} sur {steps}</translation>
        </message>
        <message>
            <source>loss {loss} nats</source>
            <translation>perte {loss} nats</translation>
        </message>
        <message>
            <source>copy accuracy {percent} at step {step}</source>
            <translation>précision de copie {percent} au pas {step}</translation>
        </message>
        <message>
            <source>done: the recipe's steps are all taken</source>
            <translation>terminé : tous les pas de la recette ont été faits</translation>
        </message>
        <message>
            <source>paused</source>
            <translation>en pause</translation>
        </message>
        <message>
            <source>Go on</source>
            <translation>Continuer</translation>
        </message>
    </context>
    <context>
        <name>trained_models</name>
        <message>
            <source>Each was trained here, in plain NumPy, on a small task. It opens as your own copy: every weight can be changed and every change undone, and Save keeps it in a file of yours. How they were trained and what each head does: docs/models.md.</source>
            <translation>Chacun a été entraîné ici, en simple NumPy, sur une petite tâche. Il s'ouvre comme votre propre copie : chaque poids peut être changé et chaque changement annulé, et Enregistrer le garde dans un fichier à vous. Comment ils ont été entraînés et ce que fait chaque tête : docs/models.md.</translation>
        </message>
        <message>
            <source>Open a trained model</source>
            <translation>Ouvrir un modèle entraîné</translation>
        </message>
        <message>
            <source>Open the trained model {name}</source>
            <translation>Ouvrir le modèle entraîné {name}</translation>
        </message>
        <message>
            <source>No trained models are installed.</source>
            <translation>Aucun modèle entraîné n'est installé.</translation>
        </message>
        <message>
            <source>Open &amp;trained model…</source>
            <translation>Ouvrir un modèle en&amp;traîné…</translation>
        </message>
        <message>
            <source>A model trained here, with real previous-token and induction heads to find</source>
            <translation>Un modèle entraîné ici, avec de vraies têtes du token précédent et d'induction à trouver</translation>
        </message>
    </context>
    <context>
        <name>trained_positions</name>
        <message>
            <source>The model was trained to predict only the repeated half: this token has not come before, so what follows it cannot be known, and here it can only guess.</source>
            <translation>Le modèle a été entraîné à prédire seulement la moitié répétée : ce token n'est pas encore apparu, donc ce qui le suit ne peut pas être connu, et ici il ne peut que deviner.</translation>
        </message>
        <message>
            <source>Grey rows: the first time a token comes, the model can only guess what follows.</source>
            <translation>Lignes grises : la première fois qu'un token apparaît, le modèle ne peut que deviner ce qui suit.</translation>
        </message>
        <message>
            <source>The model was trained to predict only after “{marker}” (the noun “it” means): here it was never asked for a prediction and can only guess.</source>
            <translation>Le modèle a été entraîné à prédire seulement après « {marker} » (le nom que désigne « it ») : ici, on ne lui a jamais demandé de prédiction, il ne peut que deviner.</translation>
        </message>
        <message>
            <source>Grey rows: the model was trained to predict only after “{marker}”.</source>
            <translation>Lignes grises : le modèle a été entraîné à prédire seulement après « {marker} ».</translation>
        </message>
    </context>
    <context>
        <name>training_picture</name>
        <message>
            <source>Random weights: no head has a job yet; each looks wherever its random weights happen to point. Press Start and watch the loss and the maps.</source>
            <translation>Poids aléatoires : aucune tête n'a encore de rôle ; chacune regarde là où ses poids aléatoires se trouvent pointer. Appuyez sur Démarrer et observez la perte et les cartes.</translation>
        </message>
        <message>
            <source>An induction head has formed: layer {layer}, head {head} looks at the token after the earlier copy of the current one (the stripe in the repeated half), which it finds through layer 1, head {previous} looking one back. So the model copies, and the loss has dropped.</source>
            <translation>Une tête d'induction s'est formée : la tête {head} de la couche {layer} regarde le token qui suit la copie précédente du token courant (la bande dans la moitié répétée), qu'elle trouve grâce à la tête {previous} de la couche 1, qui regarde un pas en arrière. Le modèle copie donc, et la perte a chuté.</translation>
        </message>
        <message>
            <source>The plateau: the loss stays near {guess}, what guessing costs, because no head can find yet where the current token came before. The model learns the parts of the circuit while the loss hardly moves.</source>
            <translation>Le plateau : la perte reste proche de {guess}, le coût de deviner au hasard, car aucune tête ne sait encore trouver où le token courant est déjà apparu. Le modèle apprend les parties du circuit alors que la perte bouge à peine.</translation>
        </message>
        <message>
            <source>The drop: layer {layer}, head {head} starts to look at the token after the earlier copy (induction score {score}), and the loss falls as it does.</source>
            <translation>La chute : la tête {head} de la couche {layer} commence à regarder le token qui suit la copie précédente (score d'induction {score}), et la perte baisse en même temps.</translation>
        </message>
    </context>
    <context>
        <name>typed_sequence</name>
        <message>
            <source>The tokens, separated by spaces</source>
            <translation>Les tokens, séparés par des espaces</translation>
        </message>
        <message>
            <source>Type the tokens</source>
            <translation>Saisir les tokens</translation>
        </message>
        <message>
            <source>Type the tokens separated by spaces: at most {limit} (the positions this model learned), each one of the vocabulary's {count} labels. Each takes its row of W_E.</source>
            <translation>Saisissez les tokens séparés par des espaces : au plus {limit} (les positions apprises par ce modèle), chacun étant l'une des {count} étiquettes du vocabulaire. Chacun prend sa ligne de W_E.</translation>
        </message>
        <message>
            <source>Type the tokens separated by spaces: at most {limit}, each one of the vocabulary's {count} labels. Each takes its row of W_E.</source>
            <translation>Saisissez les tokens séparés par des espaces : au plus {limit}, chacun étant l'une des {count} étiquettes du vocabulaire. Chacun prend sa ligne de W_E.</translation>
        </message>
        <message>
            <source>Type the tokens “{tokens}”</source>
            <translation>Saisir les tokens « {tokens} »</translation>
        </message>
        <message>
            <source>Type the whole sequence, labels separated by spaces</source>
            <translation>Saisissez toute la séquence, étiquettes séparées par des espaces</translation>
        </message>
        <message>
            <source>Only a session with a vocabulary has tokens to type: each is one of its labels</source>
            <translation>Seule une session avec un vocabulaire a des tokens à saisir : chacun est l'une de ses étiquettes</translation>
        </message>
        <message>
            <source>T&amp;ype tokens…</source>
            <translation>Sa&amp;isir des tokens…</translation>
        </message>
        <message>
            <source>type tokens…</source>
            <translation>Saisir des tokens…</translation>
        </message>
        <message>
            <source>random sequence and its repeat</source>
            <translation>séquence aléatoire et sa répétition</translation>
        </message>
        <message>
            <source>A random sequence, then the same again: from the second copy on, an induction head finds what came next last time. Each click draws another.</source>
            <translation>Une séquence aléatoire, puis la même à nouveau : à partir de la deuxième copie, une tête d'induction retrouve ce qui est venu ensuite la fois précédente. Chaque clic en tire une autre.</translation>
        </message>
        <message>
            <source>Random sequence and its repeat</source>
            <translation>Séquence aléatoire et sa répétition</translation>
        </message>
    </context>
    <context>
        <name>undo_texts</name>
        <message>
            <source>Switch head {head} of layer {layer} off</source>
            <translation>Désactiver la tête {head} de la couche {layer}</translation>
        </message>
        <message>
            <source>Switch head {head} of layer {layer} on</source>
            <translation>Activer la tête {head} de la couche {layer}</translation>
        </message>
        <message>
            <source>Switch head {head} off</source>
            <translation>Désactiver la tête {head}</translation>
        </message>
        <message>
            <source>Switch head {head} on</source>
            <translation>Activer la tête {head}</translation>
        </message>
        <message>
            <source>K/V groups {before} → {after} in layer {layer}</source>
            <translation>Groupes K/V {before} → {after} dans la couche {layer}</translation>
        </message>
        <message>
            <source>K/V groups {before} → {after}</source>
            <translation>Groupes K/V {before} → {after}</translation>
        </message>
        <message>
            <source>Add layer {layer}</source>
            <translation>Ajouter la couche {layer}</translation>
        </message>
        <message>
            <source>Remove layer {layer}</source>
            <translation>Supprimer la couche {layer}</translation>
        </message>
        <message>
            <source>Edit {matrix}</source>
            <translation>Modifier {matrix}</translation>
        </message>
        <message numerus="yes">
            <source>Change %n cells of {matrix}</source>
            <translation>
                <numerusform>Modifier %n case de {matrix}</numerusform>
                <numerusform>Modifier %n cases de {matrix}</numerusform>
            </translation>
        </message>
        <message>
            <source>Several changes</source>
            <translation>Plusieurs changements</translation>
        </message>
    </context>
    <context>
        <name>view_state</name>
        <message>
            <source>Viridis</source>
            <translation>Viridis</translation>
        </message>
        <message>
            <source>Cividis</source>
            <translation>Cividis</translation>
        </message>
        <message>
            <source>Blue – white – orange</source>
            <translation>Bleu – blanc – orange</translation>
        </message>
        <message>
            <source>Blue – white – yellow</source>
            <translation>Bleu – blanc – jaune</translation>
        </message>
    </context>
    <context>
        <name>walkthrough</name>
        <message>
            <source>Project</source>
            <translation>Projeter</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Scores</translation>
        </message>
        <message>
            <source>scores = Q·Kᵀ</source>
            <translation>scores = Q·Kᵀ</translation>
        </message>
        <message>
            <source>Scale</source>
            <translation>Mettre à l'échelle</translation>
        </message>
        <message>
            <source>scaled = scores / √d_k</source>
            <translation>mis à l'échelle = scores / √d_k</translation>
        </message>
        <message>
            <source>Softmax</source>
            <translation>Softmax</translation>
        </message>
        <message>
            <source>weights = softmax(scaled), one row at a time</source>
            <translation>poids = softmax(mis à l'échelle), une ligne à la fois</translation>
        </message>
        <message>
            <source>Mix</source>
            <translation>Mélanger</translation>
        </message>
        <message>
            <source>output = weights·V</source>
            <translation>sortie = poids·V</translation>
        </message>
        <message>
            <source>Project back</source>
            <translation>Reprojeter</translation>
        </message>
        <message>
            <source>attention output = concat(heads)·W_o</source>
            <translation>sortie de l'attention = concat(têtes)·W_o</translation>
        </message>
        <message>
            <source>Residual</source>
            <translation>Résiduelle</translation>
        </message>
        <message>
            <source>residual = Z + attention output</source>
            <translation>résiduel = Z + sortie de l'attention</translation>
        </message>
        <message>
            <source>Z (the token vectors plus their positions)</source>
            <translation>Z (les vecteurs des tokens plus leurs positions)</translation>
        </message>
        <message>
            <source>{matrix} (the previous layer's output)</source>
            <translation>{matrix} (la sortie de la couche précédente)</translation>
        </message>
        <message>
            <source>Every row of {source} is multiplied by three matrices: W_q gives the token a query (what it is looking for), W_k a key (how others can find it) and W_v a value (what it hands on). For {token}: query {query}, key {key}, value {value}.</source>
            <translation>Chaque ligne de {source} est multipliée par trois matrices : W_q donne au token une requête (ce qu'il cherche), W_k une clé (comment les autres peuvent le trouver) et W_v une valeur (ce qu'il transmet). Pour {token} : requête {query}, clé {key}, valeur {value}.</translation>
        </message>
        <message numerus="yes">
            <source>Queries and keys both have d_k = %n number(s), so they can be compared.</source>
            <translation>
                <numerusform>Les requêtes et les clés ont toutes deux d_k = %n nombre, elles peuvent donc être comparées.</numerusform>
                <numerusform>Les requêtes et les clés ont toutes deux d_k = %n nombres, elles peuvent donc être comparées.</numerusform>
            </translation>
        </message>
        <message>
            <source>This is head {head} of {heads}; each head has its own three matrices.</source>
            <translation>C'est la tête {head} sur {heads} ; chaque tête a ses trois propres matrices.</translation>
        </message>
        <message>
            <source>The query of {token} meets the key of every token in a dot product (multiply place by place, add up): {scores}.</source>
            <translation>La requête de {token} rencontre la clé de chaque token dans un produit scalaire (multiplier position par position, additionner) : {scores}.</translation>
        </message>
        <message>
            <source>The best match is {token} with {score}. What counts is how far each score lies below the best one; a score under 0 will still get a positive weight.</source>
            <translation>La meilleure correspondance est {token}, avec {score}. Ce qui compte, c'est la distance de chaque score sous le meilleur ; un score inférieur à 0 recevra quand même un poids positif.</translation>
        </message>
        <message>
            <source>d_k = {d_k}, so every score is divided by √{d_k} {root}: {scaled}. Long vectors give large dot products; dividing by √d_k keeps them in a range where the softmax still spreads its weight instead of giving nearly all of it to one key.</source>
            <translation>d_k = {d_k}, donc chaque score est divisé par √{d_k} {root} : {scaled}. De longs vecteurs donnent de grands produits scalaires ; diviser par √d_k les garde dans une plage où la softmax répartit encore son poids au lieu de presque tout donner à une seule clé.</translation>
        </message>
        <message>
            <source>Scaling is switched off (÷√d_k in the toolbar), so the scores go into the softmax as they are: {scaled}. With long vectors that makes the softmax pick one key and ignore the rest.</source>
            <translation>La mise à l'échelle est désactivée (÷√d_k dans la barre d'outils) : les scores entrent donc tels quels dans la softmax : {scaled}. Avec de longs vecteurs, la softmax choisit alors une seule clé et ignore les autres.</translation>
        </message>
        <message>
            <source>Every key is hidden from {token}, so there is nothing to share out: its weights cannot be computed (0 ÷ 0). Show at least one key again.</source>
            <translation>Toutes les clés sont cachées à {token} : il n'y a rien à répartir, ses poids ne peuvent pas être calculés (0 ÷ 0). Laissez de nouveau au moins une clé visible.</translation>
        </message>
        <message>
            <source>The softmax turns row {token} into weights that are positive and add up to 1: subtract the row's largest score, raise e to each result, divide by their total. {token} gives {weights}.</source>
            <translation>La softmax transforme la ligne {token} en poids positifs dont la somme vaut 1 : retrancher le plus grand score de la ligne, élever e à chaque résultat, diviser par leur total. {token} donne {weights}.</translation>
        </message>
        <message>
            <source>It listens most to {token} ({best}) and gives itself only {own}: attention follows how well query and key match, not where a token sits.</source>
            <translation>Il écoute surtout {token} ({best}) et ne se donne que {own} à lui-même : l'attention suit la correspondance entre requête et clé, pas la place d'un token.</translation>
        </message>
        <message>
            <source>Masked keys are set to −∞ before the softmax, so they get exactly 0.</source>
            <translation>Les clés masquées sont mises à −∞ avant la softmax : elles reçoivent donc exactement 0.</translation>
        </message>
        <message>
            <source>The output of {token} blends the value rows, each in the share its weight gives: {sum}.</source>
            <translation>La sortie de {token} mélange les lignes de valeurs, chacune dans la part que lui donne son poids : {sum}.</translation>
        </message>
        <message>
            <source>(Adding the printed terms gives {sum}: the weights are shown rounded, the output is worked out from the exact ones.)</source>
            <translation>(La somme des termes affichés donne {sum} : les poids sont affichés arrondis, la sortie est calculée à partir des poids exacts.)</translation>
        </message>
        <message>
            <source>With one head and no W_o there is nothing to combine: the attention output of {token} is the head's output, {output}.</source>
            <translation>Avec une seule tête et sans W_o, il n'y a rien à combiner : la sortie de l'attention de {token} est la sortie de la tête, {output}.</translation>
        </message>
        <message>
            <source>The outputs of both heads are placed side by side: the attention output of {token} is {output}.</source>
            <translation>Les sorties des deux têtes sont placées côte à côte : la sortie de l'attention de {token} vaut {output}.</translation>
        </message>
        <message>
            <source>The outputs of all {heads} heads are placed side by side: the attention output of {token} is {output}.</source>
            <translation>Les sorties des {heads} têtes sont placées côte à côte : la sortie de l'attention de {token} vaut {output}.</translation>
        </message>
        <message>
            <source>W_o ({rows} × {columns}) turns the {rows} numbers of the head's output into {columns}: each column of W_o says how much of each output number goes into one place of the result. For {token}: {product}.</source>
            <translation>W_o ({rows} × {columns}) transforme les {rows} nombres de la sortie de la tête en {columns} : chaque colonne de W_o dit quelle part de chaque nombre de sortie va dans une place du résultat. Pour {token} : {product}.</translation>
        </message>
        <message>
            <source>The outputs of both heads are placed side by side, and W_o ({rows} × {columns}) turns those {rows} numbers into {columns}: each column of W_o says how much of each output number goes into one place of the result. For {token}: {product}.</source>
            <translation>Les sorties des deux têtes sont placées côte à côte, et W_o ({rows} × {columns}) transforme ces {rows} nombres en {columns} : chaque colonne de W_o dit quelle part de chaque nombre de sortie va dans une place du résultat. Pour {token} : {product}.</translation>
        </message>
        <message>
            <source>The outputs of all {heads} heads are placed side by side, and W_o ({rows} × {columns}) turns those {rows} numbers into {columns}: each column of W_o says how much of each output number goes into one place of the result. For {token}: {product}.</source>
            <translation>Les sorties des {heads} têtes sont placées côte à côte, et W_o ({rows} × {columns}) transforme ces {rows} nombres en {columns} : chaque colonne de W_o dit quelle part de chaque nombre de sortie va dans une place du résultat. Pour {token} : {product}.</translation>
        </message>
        <message>
            <source>The residual cannot be formed here: {reason}. In a Transformer layer the attention output is added to each token's own vector, so the token keeps what it was and gains the context on top.</source>
            <translation>La connexion résiduelle ne peut pas être formée ici : {reason}. Dans une couche de Transformer, la sortie de l'attention est ajoutée au vecteur propre de chaque token : le token garde ce qu'il était et gagne le contexte en plus.</translation>
        </message>
        <message>
            <source>{token} adds its own vector back to what attention brought in ({source} + attention output): {sum}. So the token loses nothing of what it was: its own features stay, and the context gathered from the other tokens is added to them.</source>
            <translation>{token} rajoute son propre vecteur à ce que l'attention a apporté ({source} + sortie de l'attention) : {sum}. Le token ne perd donc rien de ce qu'il était : ses propres caractéristiques restent, et le contexte recueilli auprès des autres tokens s'y ajoute.</translation>
        </message>
    </context>
    <context>
        <name>walkthrough_panel</name>
        <message>
            <source>◀ Previous</source>
            <translation>◀ Précédent</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>Suivant ▶</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Arrêter</translation>
        </message>
        <message>
            <source>The step's text (the arrow keys scroll it)</source>
            <translation>Le texte de l'étape (les touches fléchées le font défiler)</translation>
        </message>
        <message>
            <source>The step's formula, then what it does to the numbers</source>
            <translation>La formule de l'étape, puis ce qu'elle fait aux nombres</translation>
        </message>
        <message>
            <source>Keys: {keys}</source>
            <translation>Touches : {keys}</translation>
        </message>
        <message>
            <source>Step {number} of {count}: {title}</source>
            <translation>Étape {number} sur {count} : {title}</translation>
        </message>
        <message>
            <source>The numbers are hidden until you answer the lesson's question.</source>
            <translation>Les nombres sont cachés jusqu'à ce que vous répondiez à la question de la leçon.</translation>
        </message>
    </context>
    <context>
        <name>walkthrough_words</name>
        <message>
            <source>less than 1 %</source>
            <translation>moins de 1 %</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent} %</translation>
        </message>
        <message>
            <source>The mask hides {keys} from {query}.</source>
            <translation>Le masque cache {keys} à {query}.</translation>
        </message>
        <message>
            <source>That is as wide as the token vectors ({width} numbers), so the next step can add the two.</source>
            <translation>C'est aussi large que les vecteurs des tokens ({width} nombres) : l'étape suivante peut donc additionner les deux.</translation>
        </message>
        <message>
            <source>The token vectors have {width} numbers and this has {own}, so the two cannot be added: switch W_o on (toolbar) to bring it back to the token width.</source>
            <translation>Les vecteurs des tokens ont {width} nombres et celui-ci en a {own} : on ne peut donc pas les additionner. Activez W_o (barre d'outils) pour le ramener à la largeur des tokens.</translation>
        </message>
        <message>
            <source>The token vectors have {width} numbers and this has {own}, so the two cannot be added: give W_o {width} columns to bring it back to the token width.</source>
            <translation>Les vecteurs des tokens ont {width} nombres et celui-ci en a {own} : on ne peut donc pas les additionner. Donnez à W_o {width} colonnes pour le ramener à la largeur des tokens.</translation>
        </message>
    </context>
    <context>
        <name>welcome</name>
        <message>
            <source>Welcome to selfattn-gui</source>
            <translation>Bienvenue dans selfattn-gui</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Bienvenue</translation>
        </message>
        <message>
            <source>Choose where to begin</source>
            <translation>Choisissez par où commencer</translation>
        </message>
        <message>
            <source>Learn self-attention by touching every number</source>
            <translation>Apprenez l'auto-attention en touchant chaque nombre</translation>
        </message>
        <message>
            <source>Start lesson 1</source>
            <translation>Commencer la leçon 1</translation>
        </message>
        <message>
            <source>{lesson}: step by step, predicting each number first</source>
            <translation>{lesson} : étape par étape, en prédisant d'abord chaque nombre</translation>
        </message>
        <message>
            <source>No lesson could be read</source>
            <translation>Aucune leçon n'a pu être lue</translation>
        </message>
        <message>
            <source>Explore the example</source>
            <translation>Explorer l'exemple</translation>
        </message>
        <message>
            <source>cat sat mat: change any number and watch every step follow (F6 steps through it)</source>
            <translation>cat sat mat : changez n'importe quel nombre et regardez chaque étape suivre (F6 les parcourt une à une)</translation>
        </message>
        <message>
            <source>Open a file…</source>
            <translation>Ouvrir un fichier…</translation>
        </message>
        <message>
            <source>A session you or your teacher saved (*.selfattn.json)</source>
            <translation>Une session enregistrée par vous ou votre enseignant (*.selfattn.json)</translation>
        </message>
        <message>
            <source>Open a trained model…</source>
            <translation>Ouvrir un modèle entraîné…</translation>
        </message>
        <message>
            <source>Real trained heads to find and switch off</source>
            <translation>De vraies têtes entraînées à trouver et à désactiver</translation>
        </message>
        <message>
            <source>No recent files yet.</source>
            <translation>Pas encore de fichiers récents.</translation>
        </message>
        <message>
            <source>Show this page at start</source>
            <translation>Afficher cette page au démarrage</translation>
        </message>
        <message>
            <source>Space turns it on or off; Help, Welcome opens the page at any time</source>
            <translation>Espace l'active ou la désactive ; Aide, Bienvenue ouvre la page à tout moment</translation>
        </message>
        <message>
            <source>Close (Esc)</source>
            <translation>Fermer (Échap)</translation>
        </message>
        <message>
            <source>Close the welcome page</source>
            <translation>Fermer la page d'accueil</translation>
        </message>
        <message>
            <source>Go to the window as it is</source>
            <translation>Aller à la fenêtre telle qu'elle est</translation>
        </message>
        <message>
            <source>Start here</source>
            <translation>Commencez ici</translation>
        </message>
        <message>
            <source>Recent files</source>
            <translation>Fichiers récents</translation>
        </message>
        <message>
            <source>Ways to begin</source>
            <translation>Façons de commencer</translation>
        </message>
        <message>
            <source>Lesson 1, the example, a file, recent files and the examples, each a button</source>
            <translation>La leçon 1, l'exemple, un fichier, les fichiers récents et les exemples, chacun un bouton</translation>
        </message>
        <message>
            <source>Open recent file {name}</source>
            <translation>Ouvrir le fichier récent {name}</translation>
        </message>
        <message>
            <source>&amp;Welcome…</source>
            <translation>&amp;Bienvenue…</translation>
        </message>
        <message>
            <source>Where to begin: lesson 1, the example, a file or a preset</source>
            <translation>Par où commencer : la leçon 1, l'exemple, un fichier ou un exemple prédéfini</translation>
        </message>
    </context>
    <context>
        <name>worksheet</name>
        <message>
            <source>{name} (head {head})</source>
            <translation>{name} (tête {head})</translation>
        </message>
        <message>
            <source>Tokens ({count}): {tokens}</source>
            <translation>Tokens ({count}) : {tokens}</translation>
        </message>
        <message>
            <source>d_model = {d_model}, d_k = {d_k}, d_v = {d_v}, heads = {heads}</source>
            <translation>d_model = {d_model}, d_k = {d_k}, d_v = {d_v}, têtes = {heads}</translation>
        </message>
        <message>
            <source>Scaling: divide the scores by √d_k = √{d_k} ≈ {root}</source>
            <translation>Mise à l'échelle : diviser les scores par √d_k = √{d_k} ≈ {root}</translation>
        </message>
        <message>
            <source>Scaling: off (the scaled scores are the scores)</source>
            <translation>Mise à l'échelle : désactivée (les scores mis à l'échelle sont les scores)</translation>
        </message>
        <message>
            <source>Positions: sinusoidal encoding added, Z = X + PE (PE is given)</source>
            <translation>Positions : encodage sinusoïdal ajouté, Z = X + PE (PE est donné)</translation>
        </message>
        <message>
            <source>Positions: none, so Z = X</source>
            <translation>Positions : aucune, donc Z = X</translation>
        </message>
        <message>
            <source>Causal mask: on, each token sees only itself and the tokens before it</source>
            <translation>Masque causal : activé, chaque token ne voit que lui-même et les tokens qui le précèdent</translation>
        </message>
        <message>
            <source>Causal mask: off</source>
            <translation>Masque causal : désactivé</translation>
        </message>
        <message>
            <source>Custom mask: the keys marked 0 in the mask below are hidden</source>
            <translation>Masque personnalisé : les clés marquées 0 dans le masque ci-dessous sont cachées</translation>
        </message>
        <message>
            <source>Output projection W_o: yes</source>
            <translation>Projection de sortie W_o : oui</translation>
        </message>
        <message>
            <source>Output projection W_o: no</source>
            <translation>Projection de sortie W_o : non</translation>
        </message>
        <message>
            <source>Residual: on, residual = Z + attention output</source>
            <translation>Connexion résiduelle : activée, résiduel = Z + sortie de l'attention</translation>
        </message>
        <message>
            <source>Residual: none ({reason})</source>
            <translation>Connexion résiduelle : aucune ({reason})</translation>
        </message>
        <message>
            <source>Given: the token vectors</source>
            <translation>Donnés : les vecteurs des tokens</translation>
        </message>
        <message>
            <source>X: one row per token</source>
            <translation>X : une ligne par token</translation>
        </message>
        <message>
            <source>Given: the positional encoding</source>
            <translation>Donné : l'encodage positionnel</translation>
        </message>
        <message>
            <source>PE: added to X</source>
            <translation>PE : ajouté à X</translation>
        </message>
        <message>
            <source>Given: which keys each query may see</source>
            <translation>Donné : les clés que chaque requête peut voir</translation>
        </message>
        <message>
            <source>Given: the projections</source>
            <translation>Données : les projections</translation>
        </message>
        <message>
            <source>Given: the output projection</source>
            <translation>Donnée : la projection de sortie</translation>
        </message>
        <message>
            <source>W_o: mixes the heads</source>
            <translation>W_o : mélange les têtes</translation>
        </message>
        <message>
            <source>scores = Q·Kᵀ (row: query, column: key),   scaled = scores / √{d_k}</source>
            <translation>scores = Q·Kᵀ (ligne : requête, colonne : clé),   mis à l'échelle = scores / √{d_k}</translation>
        </message>
        <message>
            <source>scores = Q·Kᵀ (row: query, column: key); no scaling</source>
            <translation>scores = Q·Kᵀ (ligne : requête, colonne : clé) ; pas de mise à l'échelle</translation>
        </message>
        <message>
            <source>Hidden keys get weight 0; the others share 1.</source>
            <translation>Les clés cachées reçoivent un poids de 0 ; les autres se partagent 1.</translation>
        </message>
        <message>
            <source>Step 1: project</source>
            <translation>Étape 1 : projeter</translation>
        </message>
        <message>
            <source>Steps 2–3: score and scale</source>
            <translation>Étapes 2–3 : scores et mise à l'échelle</translation>
        </message>
        <message>
            <source>Step 4: softmax</source>
            <translation>Étape 4 : softmax</translation>
        </message>
        <message>
            <source>weights = softmax of each row of the scaled scores (every row adds up to 1)</source>
            <translation>poids = softmax de chaque ligne des scores mis à l'échelle (la somme de chaque ligne vaut 1)</translation>
        </message>
        <message>
            <source>Step 5: mix the values</source>
            <translation>Étape 5 : mélanger les valeurs</translation>
        </message>
        <message>
            <source>output = weights·V</source>
            <translation>sortie = poids·V</translation>
        </message>
        <message>
            <source>Step 0: add the positions</source>
            <translation>Étape 0 : ajouter les positions</translation>
        </message>
        <message>
            <source>attention output = concat(head outputs)·W_o</source>
            <translation>sortie de l'attention = concat(sorties des têtes)·W_o</translation>
        </message>
        <message>
            <source>attention output = concat(head outputs)</source>
            <translation>sortie de l'attention = concat(sorties des têtes)</translation>
        </message>
        <message>
            <source>Step 6: combine the heads</source>
            <translation>Étape 6 : combiner les têtes</translation>
        </message>
        <message>
            <source>Step 7: add the residual</source>
            <translation>Étape 7 : ajouter la connexion résiduelle</translation>
        </message>
        <message>
            <source>residual = {matrix} + attention output</source>
            <translation>résiduel = {matrix} + sortie de l'attention</translation>
        </message>
        <message>
            <source>Self-attention</source>
            <translation>Auto-attention</translation>
        </message>
    </context>
    <context>
        <name>worksheet_pdf</name>
        <message>
            <source>page {number}</source>
            <translation>page {number}</translation>
        </message>
        <message>
            <source>worksheet</source>
            <translation>fiche d'exercices</translation>
        </message>
        <message>
            <source>Name: ______________________    Date: ____________</source>
            <translation>Nom : ______________________    Date : ____________</translation>
        </message>
        <message>
            <source>Work out each step by hand from the numbers given, one matrix at a time. Round to {decimals} decimals. The answers are on the last pages.</source>
            <translation>Calculez chaque étape à la main à partir des nombres donnés, une matrice à la fois. Arrondissez à {decimals} décimales. Les réponses se trouvent sur les dernières pages.</translation>
        </message>
        <message>
            <source>answer key</source>
            <translation>corrigé</translation>
        </message>
        <message>
            <source>Answer key: {title}</source>
            <translation>Corrigé : {title}</translation>
        </message>
        <message>
            <source>Worksheet: {title}</source>
            <translation>Fiche d'exercices : {title}</translation>
        </message>
    </context>
</TS>
