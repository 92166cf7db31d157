<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>appearance</name>
        <message>
            <source>Light</source>
            <translation>Claro</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Oscuro</translation>
        </message>
        <message>
            <source>High contrast (projector)</source>
            <translation>Alto contraste (proyector)</translation>
        </message>
    </context>
    <context>
        <name>atomic_files</name>
        <message>
            <source>the name is a loop of symbolic links</source>
            <translation>el nombre es un bucle de enlaces simbólicos</translation>
        </message>
        <message>
            <source>the file is read-only, so it was left as it was</source>
            <translation>el archivo es de solo lectura, así que se dejó como estaba</translation>
        </message>
        <message>
            <source>nothing was written to {name}</source>
            <translation>no se escribió nada en {name}</translation>
        </message>
    </context>
    <context>
        <name>attention</name>
        <message>
            <source>softmax over the columns instead of the rows</source>
            <translation>softmax sobre las columnas en lugar de las filas</translation>
        </message>
        <message>
            <source>masking after the softmax (zeroing) instead of before it</source>
            <translation>aplicar la máscara después de la softmax (poniendo a cero) en lugar de antes</translation>
        </message>
        <message>
            <source>forgetting to divide the scores by √d_k</source>
            <translation>olvidar dividir las puntuaciones por √d_k</translation>
        </message>
        <message>
            <source>token {position} "{token}" has nothing left to attend to: every key is masked for it; show at least one key (for example itself)</source>
            <translation>el token {position} "{token}" no tiene nada a lo que prestar atención: todas sus claves están enmascaradas; muestra al menos una clave (por ejemplo, la suya)</translation>
        </message>
        <message>
            <source>the residual connection is switched off</source>
            <translation>la conexión residual está desactivada</translation>
        </message>
    </context>
    <context>
        <name>attention_panels</name>
        <message>
            <source>Attention weights</source>
            <translation>Pesos de atención</translation>
        </message>
        <message>
            <source>Weights of the selected query over the keys</source>
            <translation>Pesos de la consulta seleccionada sobre las claves</translation>
        </message>
        <message>
            <source>Weights of head {number}: rows are queries, columns keys</source>
            <translation>Pesos de la cabeza {number}: las filas son consultas; las columnas, claves</translation>
        </message>
    </context>
    <context>
        <name>autosave</name>
        <message>
            <source>the recovery folder {folder} is a file, not a folder (move that file away)</source>
            <translation>la carpeta de recuperación {folder} es un archivo, no una carpeta (aparta ese archivo)</translation>
        </message>
        <message>
            <source>cannot write the recovery copy in {folder} ({reason})</source>
            <translation>no se puede escribir la copia de recuperación en {folder} ({reason})</translation>
        </message>
        <message>
            <source>could not remove the recovery copy {file} ({reason}); it will be offered at the next start</source>
            <translation>no se pudo borrar la copia de recuperación {file} ({reason}); se ofrecerá en el próximo inicio</translation>
        </message>
    </context>
    <context>
        <name>background_training</name>
        <message>
            <source>Trained in the app: seed {seed}, {steps} steps</source>
            <translation>Entrenado en la aplicación: semilla {seed}, {steps} pasos</translation>
        </message>
    </context>
    <context>
        <name>bar_labels</name>
        <message>
            <source>masked</source>
            <translation>enmascarada</translation>
        </message>
    </context>
    <context>
        <name>cell_blocks</name>
        <message>
            <source>Copy works on one rectangle of cells: select a single block.</source>
            <translation>Copiar funciona con un rectángulo de celdas: selecciona un solo bloque.</translation>
        </message>
        <message>
            <source>These numbers are hidden until you answer the lesson's question: answer it (or press Reveal) to copy them.</source>
            <translation>Estos números están ocultos hasta que respondas a la pregunta de la lección: respóndela (o pulsa Revelar) para copiarlos.</translation>
        </message>
        <message>
            <source>Select the cell where the pasted numbers should start.</source>
            <translation>Selecciona la celda donde deben empezar los números pegados.</translation>
        </message>
        <message>
            <source>Nothing was pasted: {reason}</source>
            <translation>No se pegó nada: {reason}</translation>
        </message>
        <message>
            <source>pasted {rows} × {columns} but only {rows_fit} × {columns_fit} fit from row {row}, column {column}: the extra cells were left out</source>
            <translation>se pegaron {rows} × {columns}, pero desde la fila {row}, columna {column} solo caben {rows_fit} × {columns_fit}: las celdas sobrantes se dejaron fuera</translation>
        </message>
    </context>
    <context>
        <name>cell_input</name>
        <message>
            <source>too large: the limit is ±{limit}</source>
            <translation>demasiado grande: el límite es ±{limit}</translation>
        </message>
        <message>
            <source>must be a finite number</source>
            <translation>debe ser un número finito</translation>
        </message>
        <message>
            <source>empty: type a number</source>
            <translation>vacío: escribe un número</translation>
        </message>
        <message>
            <source>{typed} is not a number</source>
            <translation>{typed} no es un número</translation>
        </message>
        <message>
            <source>nothing to paste: copy some numbers first</source>
            <translation>no hay nada que pegar: copia antes algunos números</translation>
        </message>
        <message>
            <source>row {row} is empty: every row of a pasted block needs numbers</source>
            <translation>la fila {row} está vacía: cada fila de un bloque pegado necesita números</translation>
        </message>
        <message>
            <source>too big: the pasted block has {rows} rows, the limit is {limit}</source>
            <translation>demasiado grande: el bloque pegado tiene {rows} filas, y el límite es {limit}</translation>
        </message>
        <message>
            <source>too big: the pasted text has {characters} characters, far more than {rows} × {columns} numbers need</source>
            <translation>demasiado grande: el texto pegado tiene {characters} caracteres, muchos más de los que necesitan {rows} × {columns} números</translation>
        </message>
        <message>
            <source>too big: row {row} of the pasted block has {width} columns, the limit is {limit}</source>
            <translation>demasiado grande: la fila {row} del bloque pegado tiene {width} columnas, y el límite es {limit}</translation>
        </message>
        <message numerus="yes">
            <source>row {row} has %n column(s) but row 1 has {width}: every row of a pasted block needs the same number of columns</source>
            <translation>
                <numerusform>la fila {row} tiene %n columna, pero la fila 1 tiene {width}: cada fila de un bloque pegado necesita el mismo número de columnas</numerusform>
                <numerusform>la fila {row} tiene %n columnas, pero la fila 1 tiene {width}: cada fila de un bloque pegado necesita el mismo número de columnas</numerusform>
            </translation>
        </message>
        <message>
            <source>row {row}, column {column}: {problem}</source>
            <translation>fila {row}, columna {column}: {problem}</translation>
        </message>
    </context>
    <context>
        <name>cell_messages</name>
        <message>
            <source>row "{row}", column {column}</source>
            <translation>fila "{row}", columna {column}</translation>
        </message>
        <message>
            <source>row {row}, column {column}</source>
            <translation>fila {row}, columna {column}</translation>
        </message>
        <message>
            <source>"{token}": double-click to rename this token</source>
            <translation>"{token}": haz doble clic para cambiar el nombre de este token</translation>
        </message>
        <message>
            <source>{value} is not a number</source>
            <translation>{value} no es un número</translation>
        </message>
        <message>
            <source>row {row}: a token label cannot be empty</source>
            <translation>fila {row}: la etiqueta de un token no puede estar vacía</translation>
        </message>
    </context>
    <context>
        <name>checks</name>
        <message>
            <source>{matrix} is {found} but should be {expected}</source>
            <translation>{matrix} es de {found}, pero debería ser de {expected}</translation>
        </message>
        <message>
            <source>scores and weights are {n} × {m}, the output is {n} × {d_v}, the attention output is {n} × {width}, the residual is {n} × {d_model}</source>
            <translation>las puntuaciones y los pesos son de {n} × {m}, la salida es de {n} × {d_v}, la salida de atención es de {n} × {width}, la salida residual es de {n} × {d_model}</translation>
        </message>
        <message>
            <source>scores and weights are {n} × {m}, the output is {n} × {d_v}, the attention output is {n} × {width}</source>
            <translation>las puntuaciones y los pesos son de {n} × {m}, la salida es de {n} × {d_v}, la salida de atención es de {n} × {width}</translation>
        </message>
        <message>
            <source>{shapes}; no residual: {reason}</source>
            <translation>{shapes}; sin conexión residual: {reason}</translation>
        </message>
        <message>
            <source>Shapes</source>
            <translation>Formas</translation>
        </message>
        <message numerus="yes">
            <source>in every layer, no weight is negative, each of the %n rows adds up to 1, a hidden key gets exactly 0</source>
            <translation>
                <numerusform>en cada capa, ningún peso es negativo, la única fila suma 1 y una clave oculta recibe exactamente 0</numerusform>
                <numerusform>en cada capa, ningún peso es negativo, cada una de las %n filas suma 1 y una clave oculta recibe exactamente 0</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>no weight is negative, each of the %n rows adds up to 1, a hidden key gets exactly 0</source>
            <translation>
                <numerusform>ningún peso es negativo, la única fila suma 1 y una clave oculta recibe exactamente 0</numerusform>
                <numerusform>ningún peso es negativo, cada una de las %n filas suma 1 y una clave oculta recibe exactamente 0</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>(%n visible weights are too small to show and round to 0)</source>
            <translation>
                <numerusform>(%n peso visible es demasiado pequeño para mostrarse y se redondea a 0)</numerusform>
                <numerusform>(%n pesos visibles son demasiado pequeños para mostrarse y se redondean a 0)</numerusform>
            </translation>
        </message>
        <message>
            <source>Rows sum to 1</source>
            <translation>Las filas suman 1</translation>
        </message>
        <message>
            <source>layer {layer}, head {head}: {problem}</source>
            <translation>capa {layer}, cabeza {head}: {problem}</translation>
        </message>
        <message>
            <source>row "{token}" has no visible key: every key is masked for it</source>
            <translation>la fila "{token}" no tiene ninguna clave visible: todas sus claves están enmascaradas</translation>
        </message>
        <message>
            <source>row "{token}" contains a weight that is not a number</source>
            <translation>la fila "{token}" contiene un peso que no es un número</translation>
        </message>
        <message>
            <source>row "{token}" gives "{key}" a negative weight ({weight})</source>
            <translation>la fila "{token}" da a "{key}" un peso negativo ({weight})</translation>
        </message>
        <message>
            <source>row "{token}" gives the masked key "{key}" weight {weight} instead of 0</source>
            <translation>la fila "{token}" da a la clave enmascarada "{key}" un peso de {weight} en lugar de 0</translation>
        </message>
        <message>
            <source>row "{token}" sums to {sum}, not 1</source>
            <translation>la fila "{token}" suma {sum}, no 1</translation>
        </message>
        <message>
            <source>Equal scores give an average</source>
            <translation>Puntuaciones iguales dan una media</translation>
        </message>
        <message numerus="yes">
            <source>with every score equal, each of the %n outputs is the simple mean of the values its token may see</source>
            <translation>
                <numerusform>con todas las puntuaciones iguales, la única salida es la media simple de los valores que su token puede ver</numerusform>
                <numerusform>con todas las puntuaciones iguales, cada una de las %n salidas es la media simple de los valores que su token puede ver</numerusform>
            </translation>
        </message>
        <message>
            <source>with every score equal, the output of "{token}" is not the simple mean of the values it may see (off by {gap})</source>
            <translation>con todas las puntuaciones iguales, la salida de "{token}" no es la media simple de los valores que puede ver (difiere en {gap})</translation>
        </message>
        <message>
            <source>the columns sum to 1 and the rows do not, so the softmax ran down the columns instead of across the rows</source>
            <translation>las columnas suman 1 y las filas no, así que la softmax se aplicó columna abajo en lugar de a lo largo de las filas</translation>
        </message>
        <message>
            <source>(rows and columns both sum to 1 here, which can happen by chance)</source>
            <translation>(aquí suman 1 tanto las filas como las columnas, algo que puede pasar por casualidad)</translation>
        </message>
        <message>
            <source>(columns need not sum to 1)</source>
            <translation>(las columnas no tienen por qué sumar 1)</translation>
        </message>
        <message>
            <source>Column sums</source>
            <translation>Sumas de las columnas</translation>
        </message>
    </context>
    <context>
        <name>checks_panel</name>
        <message>
            <source>Sanity checks on the weights</source>
            <translation>Comprobaciones básicas de los pesos</translation>
        </message>
        <message>
            <source>Each check says whether the weights pass it, and why</source>
            <translation>Cada comprobación dice si los pesos la superan, y por qué</translation>
        </message>
        <message>
            <source>Checking head {number}</source>
            <translation>Comprobando la cabeza {number}</translation>
        </message>
        <message>
            <source>Checking the weights</source>
            <translation>Comprobando los pesos</translation>
        </message>
        <message>
            <source>{heading}, with a mistake: {mistake}</source>
            <translation>{heading}, con un error: {mistake}</translation>
        </message>
        <message>
            <source>{check}: hidden until you answer</source>
            <translation>{check}: oculto hasta que respondas</translation>
        </message>
        <message>
            <source>{check}: passes</source>
            <translation>{check}: se supera</translation>
        </message>
        <message>
            <source>{check}: fails</source>
            <translation>{check}: falla</translation>
        </message>
        <message>
            <source>? &lt;b&gt;{check}&lt;/b&gt;: hidden until you answer the question</source>
            <translation>? &lt;b&gt;{check}&lt;/b&gt;: oculto hasta que respondas a la pregunta</translation>
        </message>
    </context>
    <context>
        <name>checks_words</name>
        <message>
            <source>column sums from {lowest} to {highest}</source>
            <translation>sumas de las columnas de {lowest} a {highest}</translation>
        </message>
        <message>
            <source>column sums: {sums}</source>
            <translation>sumas de las columnas: {sums}</translation>
        </message>
        <message>
            <source>head {number}</source>
            <translation>cabeza {number}</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation>{first} y {last}</translation>
        </message>
        <message>
            <source>heads {numbers}</source>
            <translation>cabezas {numbers}</translation>
        </message>
        <message>
            <source>{heads} of layer {layer}</source>
            <translation>{heads} de la capa {layer}</translation>
        </message>
        <message>
            <source>{heads} is switched off (its output is zeros in the concat)</source>
            <translation>{heads} está desactivada (su salida son ceros en la concatenación)</translation>
        </message>
        <message>
            <source>{heads} are switched off (their outputs are zeros in the concat)</source>
            <translation>{heads} están desactivadas (sus salidas son ceros en la concatenación)</translation>
        </message>
    </context>
    <context>
        <name>classroom_actions</name>
        <message>
            <source>Zoom: Ctrl + Plus, Ctrl + Minus, Ctrl + 0 for 100 %</source>
            <translation>Zoom: Ctrl + Más, Ctrl + Menos, Ctrl + 0 para 100 %</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>&amp;Acercar</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>A&amp;lejar</translation>
        </message>
        <message>
            <source>&amp;Actual size (100 %)</source>
            <translation>Ta&amp;maño real (100 %)</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Preferencias…</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>&amp;Tema</translation>
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
            <translation>Ay&amp;uda</translation>
        </message>
    </context>
    <context>
        <name>copy_lock</name>
        <message>
            <source>not an ordinary file</source>
            <translation>no es un archivo normal</translation>
        </message>
        <message>
            <source>the lock file keeps changing</source>
            <translation>el archivo de bloqueo no deja de cambiar</translation>
        </message>
        <message>
            <source>another process holds the lock</source>
            <translation>otro proceso tiene el bloqueo</translation>
        </message>
    </context>
    <context>
        <name>cost_meter</name>
        <message>
            <source>Columns: {headers}</source>
            <translation>Columnas: {headers}</translation>
        </message>
        <message>
            <source>tokens n</source>
            <translation>tokens n</translation>
        </message>
        <message>
            <source>scores n²</source>
            <translation>puntuaciones n²</translation>
        </message>
        <message>
            <source>memory (float32)</source>
            <translation>memoria (float32)</translation>
        </message>
        <message>
            <source>Scores and memory one head needs per length</source>
            <translation>Puntuaciones y memoria que necesita una cabeza según la longitud</translation>
        </message>
        <message>
            <source>Measure on this computer</source>
            <translation>Medir en este equipo</translation>
        </message>
        <message>
            <source>Time one head of attention (d_k = 64) at a few lengths</source>
            <translation>Cronometra una cabeza de atención (d_k = 64) con unas cuantas longitudes</translation>
        </message>
        <message>
            <source>Times are the fastest of three runs; they vary from run to run.</source>
            <translation>Los tiempos son el más rápido de tres ejecuciones; varían de una ejecución a otra.</translation>
        </message>
        <message>
            <source>time</source>
            <translation>tiempo</translation>
        </message>
        <message>
            <source>× previous</source>
            <translation>× anterior</translation>
        </message>
        <message>
            <source>Time one head took here</source>
            <translation>Lo que tardó aquí una cabeza</translation>
        </message>
    </context>
    <context>
        <name>document</name>
        <message>
            <source>untitled</source>
            <translation>sin título</translation>
        </message>
    </context>
    <context>
        <name>dot_product_picture</name>
        <message>
            <source>the token's vector is all zeros, so no weight matrix can move it</source>
            <translation>el vector del token es todo ceros, así que ninguna matriz de pesos puede moverlo</translation>
        </message>
    </context>
    <context>
        <name>dot_product_view</name>
        <message>
            <source>Drag the query: W_q changes.
Drag a key: W_k changes.</source>
            <translation>Arrastra la consulta: cambia W_q.
Arrastra una clave: cambia W_k.</translation>
        </message>
        <message>
            <source>Each arrow starts at 0: the selected query (blue) and the keys of this head. q·k is the length of the query's shadow on a key's line times the key's length: below 0 when the shadow falls behind 0, as when the query points away from the key.
Dragging the query changes W_q (the smallest change that puts it there), so the keys stay put. Dragging a key changes W_k: the keys of words that share its features move with it, since every key comes from the same W_k. The token vectors are left alone: changing one would move its query, key and value at once.
Keyboard: Page Down / Page Up choose an arrow (a key's score is then explained), the arrow keys nudge it, one undo step each.</source>
            <translation>Cada flecha sale de 0: la consulta seleccionada (azul) y las claves de esta cabeza. q·k es la longitud de la sombra de la consulta sobre la recta de una clave por la longitud de la clave: menor que 0 cuando la sombra cae por detrás de 0, como cuando la consulta apunta en sentido contrario a la clave.
Arrastrar la consulta cambia W_q (el menor cambio que la lleva ahí), así que las claves no se mueven. Arrastrar una clave cambia W_k: las claves de las palabras que comparten sus rasgos se mueven con ella, porque todas las claves salen de la misma W_k. Los vectores de los tokens no se tocan: cambiar uno movería a la vez su consulta, su clave y su valor.
Teclado: Av Pág / Re Pág eligen una flecha (y se explica la puntuación de esa clave), las flechas del teclado la empujan, un paso de deshacer cada vez.</translation>
        </message>
        <message>
            <source>The dot product as arrows: the query and the keys</source>
            <translation>El producto escalar como flechas: la consulta y las claves</translation>
        </message>
        <message>
            <source>{key}: masked</source>
            <translation>{key}: enmascarada</translation>
        </message>
        <message>
            <source>{key}: q·k {score}, weight {weight}</source>
            <translation>{key}: q·k {score}, peso {weight}</translation>
        </message>
        <message>
            <source>query "{token}"</source>
            <translation>consulta "{token}"</translation>
        </message>
        <message>
            <source>No query is selected: click a row of a heatmap to pick one.</source>
            <translation>No hay ninguna consulta seleccionada: haz clic en una fila de un mapa de calor para elegir una.</translation>
        </message>
        <message>
            <source>{what} at ({x}, {y})</source>
            <translation>{what} en ({x}, {y})</translation>
        </message>
        <message>
            <source>query</source>
            <translation>consulta</translation>
        </message>
        <message>
            <source>angle to "{token}": {angle} degrees</source>
            <translation>ángulo con "{token}": {angle} grados</translation>
        </message>
        <message>
            <source>The query of "{token}" cannot be moved: the vector it is made from is all zeros, and 0 times any {matrix} is still 0.</source>
            <translation>La consulta de "{token}" no se puede mover: el vector del que sale es todo ceros, y 0 por cualquier {matrix} sigue siendo 0.</translation>
        </message>
        <message>
            <source>The key of "{token}" cannot be moved: the vector it is made from is all zeros, and 0 times any {matrix} is still 0.</source>
            <translation>La clave de "{token}" no se puede mover: el vector del que sale es todo ceros, y 0 por cualquier {matrix} sigue siendo 0.</translation>
        </message>
        <message>
            <source>Drag the query of "{token}" ({matrix})</source>
            <translation>Arrastra la consulta de "{token}" ({matrix})</translation>
        </message>
        <message>
            <source>Drag the key of "{token}" ({matrix})</source>
            <translation>Arrastra la clave de "{token}" ({matrix})</translation>
        </message>
    </context>
    <context>
        <name>edit_menu</name>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Edición</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Deshacer</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rehacer</translation>
        </message>
        <message>
            <source>Add &amp;token…</source>
            <translation>Añadir &amp;token…</translation>
        </message>
        <message>
            <source>Remove selected token</source>
            <translation>Quitar el token seleccionado</translation>
        </message>
        <message>
            <source>Move token &amp;up</source>
            <translation>Subir el tok&amp;en</translation>
        </message>
        <message>
            <source>Move token &amp;down</source>
            <translation>Bajar el t&amp;oken</translation>
        </message>
        <message>
            <source>&amp;Shuffle tokens</source>
            <translation>&amp;Barajar tokens</translation>
        </message>
    </context>
    <context>
        <name>edits</name>
        <message>
            <source>embeddings: expected {rows} × {columns}, found {found_rows} × {found_columns}; with a vocabulary change its W_E to change the sizes</source>
            <translation>embeddings: se esperaba {rows} × {columns} y se encontró {found_rows} × {found_columns}; con un vocabulario, cambia su W_E para cambiar los tamaños</translation>
        </message>
        <message>
            <source>“{label}” occurs 2 times: both changed</source>
            <translation>“{label}” aparece 2 veces: se cambiaron las dos</translation>
        </message>
        <message>
            <source>“{label}” occurs {count} times: all {count} changed</source>
            <translation>“{label}” aparece {count} veces: se cambiaron las {count}</translation>
        </message>
        <message>
            <source>{notes} (its vector is its vocabulary entry's row of W_E).</source>
            <translation>{notes} (su vector es la fila de W_E de su entrada del vocabulario).</translation>
        </message>
        <message>
            <source>tokens: the limit is {limit}</source>
            <translation>tokens: el límite es {limit}</translation>
        </message>
        <message>
            <source>tokens: the last token cannot be removed</source>
            <translation>tokens: el último token no se puede quitar</translation>
        </message>
        <message>
            <source>tokens[{index}]: a token label must not be empty</source>
            <translation>tokens[{index}]: la etiqueta de un token no puede estar vacía</translation>
        </message>
        <message>
            <source>source: this session has no source sentence to rename in</source>
            <translation>source: esta sesión no tiene frase de origen en la que cambiar nombres</translation>
        </message>
        <message>
            <source>source.tokens[{index}]: a token label must not be empty</source>
            <translation>source.tokens[{index}]: la etiqueta de un token no puede estar vacía</translation>
        </message>
        <message>
            <source>tokens[{index}]: “{label}” is not in the vocabulary; choose one of its {count} labels: {listed} and {more} more</source>
            <translation>tokens[{index}]: “{label}” no está en el vocabulario; elige una de sus {count} etiquetas: {listed} y {more} más</translation>
        </message>
        <message>
            <source>tokens[{index}]: “{label}” is not in the vocabulary; choose one of its {count} labels: {listed}</source>
            <translation>tokens[{index}]: “{label}” no está en el vocabulario; elige una de sus {count} etiquetas: {listed}</translation>
        </message>
    </context>
    <context>
        <name>explain</name>
        <message>
            <source>There is no {matrix} here: {reason}.</source>
            <translation>Aquí no hay {matrix}: {reason}.</translation>
        </message>
        <message>
            <source>{title} (head {head})</source>
            <translation>{title} (cabeza {head})</translation>
        </message>
    </context>
    <context>
        <name>explain_outputs</name>
        <message>
            <source>output = weights·V: the weights of {token} times column {column} of V, a weighted average of the values</source>
            <translation>salida = pesos·V: los pesos de {token} por la columna {column} de V, una media ponderada de los valores</translation>
        </message>
        <message>
            <source>Masked keys have weight 0 and add nothing.</source>
            <translation>Las claves enmascaradas tienen peso 0 y no aportan nada.</translation>
        </message>
        <message>
            <source>With the rounded weights shown this comes to {rounded}; the exact weights give {exact}.</source>
            <translation>Con los pesos redondeados que se muestran, esto da {rounded}; los pesos exactos dan {exact}.</translation>
        </message>
        <message>
            <source>head output of {token}, column {column}</source>
            <translation>salida de la cabeza de {token}, columna {column}</translation>
        </message>
        <message>
            <source>attention output of {token}, column {column}</source>
            <translation>salida de atención de {token}, columna {column}</translation>
        </message>
        <message>
            <source>No W_o: the head outputs are only placed side by side, so this is column {column} of head {head}: {value}</source>
            <translation>Sin W_o: las salidas de las cabezas solo se colocan una junto a otra, así que esta es la columna {column} de la cabeza {head}: {value}</translation>
        </message>
        <message>
            <source>attention output = concat(heads)·W_o: the head output of {token}, side by side, times column {column} of W_o</source>
            <translation>salida de atención = concat(cabezas)·W_o: la salida de la cabeza de {token}, una junto a otra, por la columna {column} de W_o</translation>
        </message>
        <message>
            <source>attention output = concat(heads)·W_o: the {heads} head outputs of {token}, side by side, times column {column} of W_o</source>
            <translation>salida de atención = concat(cabezas)·W_o: las {heads} salidas de las cabezas de {token}, una junto a otra, por la columna {column} de W_o</translation>
        </message>
        <message>
            <source>residual output of {token}, column {column}</source>
            <translation>salida residual de {token}, columna {column}</translation>
        </message>
        <message>
            <source>residual = {source} + attention output: {sum}</source>
            <translation>residual = {source} + salida de atención: {sum}</translation>
        </message>
        <message>
            <source>{token} keeps its own vector and gains what attention brought in on top.</source>
            <translation>{token} conserva su propio vector y gana, además, lo que trajo la atención.</translation>
        </message>
    </context>
    <context>
        <name>explain_panel</name>
        <message>
            <source>The tokens changed, so the number explained here is gone. Click a number to see how it was worked out.</source>
            <translation>Los tokens han cambiado, así que el número que se explicaba aquí ya no está. Haz clic en un número para ver cómo se calculó.</translation>
        </message>
        <message>
            <source>Click a number in Q, K, V, the scaled scores, the weights or an output to see how it was worked out.</source>
            <translation>Haz clic en un número de Q, K, V, de las puntuaciones escaladas, de los pesos o de una salida para ver cómo se calculó.</translation>
        </message>
        <message>
            <source>This number, or one it is made from, is hidden until you answer the lesson's question: guess first, then click it again.</source>
            <translation>Este número, o uno del que se calcula, está oculto hasta que respondas a la pregunta de la lección: estima primero y luego vuelve a hacer clic en él.</translation>
        </message>
        <message>
            <source>How the selected number was worked out</source>
            <translation>Cómo se calculó el número seleccionado</translation>
        </message>
        <message>
            <source>Click a number, or press Enter on a heatmap cell, to read how it was worked out</source>
            <translation>Haz clic en un número, o pulsa Intro en una celda de un mapa de calor, para leer cómo se calculó</translation>
        </message>
        <message>
            <source>Tinted cells in the tables and heatmaps: where this number came from.</source>
            <translation>Celdas coloreadas en las tablas y los mapas de calor: de dónde salió este número.</translation>
        </message>
    </context>
    <context>
        <name>explain_projections</name>
        <message>
            <source>Q, row {token}, column {column}: part of the query of {token}</source>
            <translation>Q, fila {token}, columna {column}: parte de la consulta de {token}</translation>
        </message>
        <message>
            <source>K, row {token}, column {column}: part of the key of {token}</source>
            <translation>K, fila {token}, columna {column}: parte de la clave de {token}</translation>
        </message>
        <message>
            <source>V, row {token}, column {column}: part of the value of {token}</source>
            <translation>V, fila {token}, columna {column}: parte del valor de {token}</translation>
        </message>
        <message>
            <source>{matrix} = {source}·{weight}: the vector of {token} (row of {source}) times column {column} of {weight}</source>
            <translation>{matrix} = {source}·{weight}: el vector de {token} (fila de {source}) por la columna {column} de {weight}</translation>
        </message>
        <message>
            <source>{weight} is its K/V group's: {sharing}.</source>
            <translation>{weight} es la de su grupo K/V: {sharing}.</translation>
        </message>
        <message>
            <source>{matrix}, row {token}, column {column}</source>
            <translation>{matrix}, fila {token}, columna {column}</translation>
        </message>
        <message>
            <source>You type this: the row of the vocabulary's W_E for {token}, feature {feature}: {value}</source>
            <translation>Esto lo escribes tú: la fila del W_E del vocabulario para {token}, rasgo {feature}: {value}</translation>
        </message>
        <message>
            <source>You type this: the vector of {token}, feature {feature}: {value}</source>
            <translation>Esto lo escribes tú: el vector de {token}, rasgo {feature}: {value}</translation>
        </message>
        <message>
            <source>what layer {layer} read plus its attention output</source>
            <translation>lo que leyó la capa {layer} más su salida de atención</translation>
        </message>
        <message>
            <source>its attention output (it has no residual)</source>
            <translation>su salida de atención (no tiene conexión residual)</translation>
        </message>
        <message>
            <source>{matrix} is layer {layer}'s output, which layer {next} reads: row {token}, column {column} of layer {layer}'s output ({made}) {equals}</source>
            <translation>{matrix} es la salida de la capa {layer}, que lee la capa {next}: fila {token}, columna {column} de la salida de la capa {layer} ({made}) {equals}</translation>
        </message>
        <message>
            <source>It is worked out, not typed: choose layer {layer} to see how, and edit its W's or W_o (or layer 1's X) to change it.</source>
            <translation>Se calcula, no se escribe: elige la capa {layer} para ver cómo, y edita sus W o su W_o (o la X de la capa 1) para cambiarlo.</translation>
        </message>
        <message>
            <source>Positions are off, so Z is X itself: {value}</source>
            <translation>Las posiciones están desactivadas, así que Z es la propia X: {value}</translation>
        </message>
        <message>
            <source>Z = X + positional encoding: {sum}</source>
            <translation>Z = X + codificación posicional: {sum}</translation>
        </message>
        <message>
            <source>The encoding of position {position} (counted from 0), feature {feature}: {formula}</source>
            <translation>La codificación de la posición {position} (contando desde 0), rasgo {feature}: {formula}</translation>
        </message>
    </context>
    <context>
        <name>explain_weights</name>
        <message>
            <source>query {query} · key {key} = {sum}</source>
            <translation>consulta {query} · clave {key} = {sum}</translation>
        </message>
        <message>
            <source>The mask hides key {key} from query {query}: before the softmax this score is replaced by {minus}∞, so it ends up with weight 0.</source>
            <translation>La máscara oculta la clave {key} a la consulta {query}: antes de la softmax esta puntuación se sustituye por {minus}∞, así que acaba con peso 0.</translation>
        </message>
        <message>
            <source>score of query {query} for key {key}</source>
            <translation>puntuación de la consulta {query} para la clave {key}</translation>
        </message>
        <message>
            <source>A dot product: multiply the two vectors place by place and add up. The larger it is, the better the key matches the query.</source>
            <translation>Un producto escalar: multiplica los dos vectores posición a posición y suma. Cuanto mayor es, mejor encaja la clave con la consulta.</translation>
        </message>
        <message>
            <source>Dividing by √d_k (d_k = {d_k}) keeps scores of long vectors from growing so large that the softmax puts everything on one key.</source>
            <translation>Dividir por √d_k (d_k = {d_k}) evita que las puntuaciones de los vectores largos crezcan tanto que la softmax lo ponga todo en una sola clave.</translation>
        </message>
        <message>
            <source>No scaling (÷√d_k is switched off), so the scaled score is the score: {score}</source>
            <translation>Sin escalado (÷√d_k está desactivado), así que la puntuación escalada es la puntuación: {score}</translation>
        </message>
        <message>
            <source>the division by √d_k was left out</source>
            <translation>se omitió la división por √d_k</translation>
        </message>
        <message>
            <source>scaled score of query {query} for key {key}</source>
            <translation>puntuación escalada de la consulta {query} para la clave {key}</translation>
        </message>
        <message>
            <source>⚠ The number on show is {shown}, not {correct}: a mistake is switched on ({what}).</source>
            <translation>⚠ El número que se muestra es {shown}, no {correct}: hay un error activado ({what}).</translation>
        </message>
        <message>
            <source>weight of query {query} on key {key}</source>
            <translation>peso de la consulta {query} sobre la clave {key}</translation>
        </message>
        <message>
            <source>Every key is hidden from {query}, so there is nothing to share out (the weights would be 0 ÷ 0); the app leaves them at 0 and shows a warning.</source>
            <translation>Todas las claves están ocultas para {query}, así que no hay nada que repartir (los pesos serían 0 ÷ 0); la aplicación los deja en 0 y muestra un aviso.</translation>
        </message>
        <message>
            <source>Key {key} is masked for query {query}: its scaled score becomes {minus}∞ before the softmax, and e^({minus}∞) = 0, so the weight is exactly 0.</source>
            <translation>La clave {key} está enmascarada para la consulta {query}: su puntuación escalada pasa a ser {minus}∞ antes de la softmax, y e^({minus}∞) = 0, así que el peso es exactamente 0.</translation>
        </message>
        <message>
            <source>The visible keys share all of the weight: {row}.</source>
            <translation>Las claves visibles se reparten todo el peso: {row}.</translation>
        </message>
        <message>
            <source>the mask was applied too late</source>
            <translation>la máscara se aplicó demasiado tarde</translation>
        </message>
        <message>
            <source>{minus}∞ (masked)</source>
            <translation>{minus}∞ (enmascarada)</translation>
        </message>
        <message>
            <source>{key}: masked, e^({minus}∞) = 0</source>
            <translation>{key}: enmascarada, e^({minus}∞) = 0</translation>
        </message>
        <message>
            <source>Softmax of row {query} of the scaled scores: {scores}</source>
            <translation>Softmax de la fila {query} de las puntuaciones escaladas: {scores}</translation>
        </message>
        <message>
            <source>Subtract the row's largest score ({largest}) and take e^(score {minus} largest) for each key:</source>
            <translation>Resta la mayor puntuación de la fila ({largest}) y calcula e^(puntuación {minus} mayor) para cada clave:</translation>
        </message>
        <message>
            <source>sum = {sum}</source>
            <translation>suma = {sum}</translation>
        </message>
        <message>
            <source>weight = {division}</source>
            <translation>peso = {division}</translation>
        </message>
        <message>
            <source>The whole row: {row}; together {total}.</source>
            <translation>La fila entera: {row}; en total, {total}.</translation>
        </message>
        <message>
            <source>the softmax ran down the columns instead of across the rows</source>
            <translation>la softmax se aplicó columna abajo en lugar de a lo largo de las filas</translation>
        </message>
        <message>
            <source>the mask was applied after the softmax, so this row no longer sums to 1</source>
            <translation>la máscara se aplicó después de la softmax, así que esta fila ya no suma 1</translation>
        </message>
        <message>
            <source>these weights were not made by a softmax across this row</source>
            <translation>estos pesos no salen de una softmax a lo largo de esta fila</translation>
        </message>
    </context>
    <context>
        <name>export_actions</name>
        <message>
            <source>Weights heatmap</source>
            <translation>Mapa de calor de los pesos</translation>
        </message>
        <message>
            <source>Scores heatmap</source>
            <translation>Mapa de calor de las puntuaciones</translation>
        </message>
        <message>
            <source>Query chart</source>
            <translation>Gráfico de la consulta</translation>
        </message>
        <message>
            <source>weights heatmap</source>
            <translation>el mapa de calor de los pesos</translation>
        </message>
        <message>
            <source>scores heatmap</source>
            <translation>el mapa de calor de las puntuaciones</translation>
        </message>
        <message>
            <source>query chart</source>
            <translation>el gráfico de la consulta</translation>
        </message>
        <message>
            <source>picture</source>
            <translation>imagen</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>Imágenes PNG (*.png)</translation>
        </message>
        <message>
            <source>SVG drawings (*.svg)</source>
            <translation>Dibujos SVG (*.svg)</translation>
        </message>
        <message>
            <source>Python files (*.py)</source>
            <translation>Archivos de Python (*.py)</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>Documentos PDF (*.pdf)</translation>
        </message>
        <message>
            <source>&amp;Export</source>
            <translation>E&amp;xportar</translation>
        </message>
        <message>
            <source>{picture} as {format}…</source>
            <translation>{picture} como {format}…</translation>
        </message>
        <message>
            <source>Whole window as PNG ({scale}×)…</source>
            <translation>Toda la ventana como PNG ({scale}×)…</translation>
        </message>
        <message>
            <source>window</source>
            <translation>la ventana</translation>
        </message>
        <message>
            <source>Panel as PNG ({scale}×)</source>
            <translation>Panel como PNG ({scale}×)</translation>
        </message>
        <message>
            <source>Export as &amp;Python script…</source>
            <translation>Exportar como script de &amp;Python…</translation>
        </message>
        <message>
            <source>Export &amp;worksheet (PDF)…</source>
            <translation>Exportar &amp;hoja de ejercicios (PDF)…</translation>
        </message>
        <message>
            <source>Table {table} as {format}…</source>
            <translation>Tabla {table} como {format}…</translation>
        </message>
        <message>
            <source>Save the table {table} as {format}: the table you last clicked in (the weights until you click in another)</source>
            <translation>Guardar la tabla {table} como {format}: la última tabla en la que hiciste clic (los pesos, hasta que hagas clic en otra)</translation>
        </message>
        <message>
            <source>The whole pipeline</source>
            <translation>Todo el proceso</translation>
        </message>
        <message>
            <source>Save {picture} as PNG…</source>
            <translation>Guardar {picture} como PNG…</translation>
        </message>
        <message>
            <source>Save {picture} as SVG…</source>
            <translation>Guardar {picture} como SVG…</translation>
        </message>
        <message>
            <source>Save as PNG for a handout ({scale}×)…</source>
            <translation>Guardar como PNG para repartir ({scale}×)…</translation>
        </message>
        <message>
            <source>Cannot export</source>
            <translation>No se puede exportar</translation>
        </message>
        <message>
            <source>{file}: could not save {what} ({reason}).</source>
            <translation>{file}: no se pudo guardar {what} ({reason}).</translation>
        </message>
        <message>
            <source>Saved {what} to {file}.</source>
            <translation>Se guardó {what} en {file}.</translation>
        </message>
        <message>
            <source>Save {picture}</source>
            <translation>Guardar {picture}</translation>
        </message>
        <message>
            <source>Save {panel} as PNG ({scale}×)</source>
            <translation>Guardar {panel} como PNG ({scale}×)</translation>
        </message>
        <message>
            <source>Export as Python script</source>
            <translation>Exportar como script de Python</translation>
        </message>
        <message>
            <source>the Python script</source>
            <translation>el script de Python</translation>
        </message>
        <message>
            <source>The worksheet's answer key would give away the lesson's open question: answer it (or press Reveal) first.</source>
            <translation>Las soluciones de la hoja de ejercicios revelarían la pregunta abierta de la lección: respóndela (o pulsa Revelar) primero.</translation>
        </message>
        <message>
            <source>Export worksheet</source>
            <translation>Exportar hoja de ejercicios</translation>
        </message>
        <message>
            <source>the worksheet</source>
            <translation>la hoja de ejercicios</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Todos los archivos (*)</translation>
        </message>
    </context>
    <context>
        <name>file_messages</name>
        <message>
            <source>{number} is too large (the limit is ±{limit})</source>
            <translation>{number} es demasiado grande (el límite es ±{limit})</translation>
        </message>
        <message>
            <source>{number} is not allowed: every value must be a finite number</source>
            <translation>{number} no está permitido: cada valor debe ser un número finito</translation>
        </message>
        <message>
            <source>a number with thousands of digits</source>
            <translation>un número con miles de cifras</translation>
        </message>
        <message>
            <source>a {digits}-digit number</source>
            <translation>un número de {digits} cifras</translation>
        </message>
        <message>
            <source>a number too large to use</source>
            <translation>un número demasiado grande para usarlo</translation>
        </message>
        <message>
            <source>the text {text}</source>
            <translation>el texto {text}</translation>
        </message>
        <message>
            <source>the number {number}</source>
            <translation>el número {number}</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>una lista</translation>
        </message>
        <message>
            <source>an empty list</source>
            <translation>una lista vacía</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>un objeto</translation>
        </message>
    </context>
    <context>
        <name>file_values</name>
        <message>
            <source>a number</source>
            <translation>un número</translation>
        </message>
        <message>
            <source>0 or 1</source>
            <translation>0 o 1</translation>
        </message>
        <message>
            <source>{field}: expected a list of token labels, found {found}</source>
            <translation>{field}: se esperaba una lista de etiquetas de tokens y se encontró {found}</translation>
        </message>
        <message>
            <source>{field}: expected a list of labels, found {found}</source>
            <translation>{field}: se esperaba una lista de etiquetas y se encontró {found}</translation>
        </message>
        <message>
            <source>{field}: expected a list of heads, found {found}</source>
            <translation>{field}: se esperaba una lista de cabezas y se encontró {found}</translation>
        </message>
        <message>
            <source>{field}: expected a list of layers, found {found}</source>
            <translation>{field}: se esperaba una lista de capas y se encontró {found}</translation>
        </message>
        <message>
            <source>{field}: expected a list of key/value groups, found {found}</source>
            <translation>{field}: se esperaba una lista de grupos de clave/valor y se encontró {found}</translation>
        </message>
        <message>
            <source>{field}: {count} tokens, the limit is {limit}</source>
            <translation>{field}: {count} tokens, y el límite es {limit}</translation>
        </message>
        <message>
            <source>{field}: {count} labels, the limit is {limit}</source>
            <translation>{field}: {count} etiquetas, y el límite es {limit}</translation>
        </message>
        <message>
            <source>{field}: {count} heads, the limit is {limit}</source>
            <translation>{field}: {count} cabezas, y el límite es {limit}</translation>
        </message>
        <message>
            <source>{field}: {count} layers, the limit is {limit}</source>
            <translation>{field}: {count} capas, y el límite es {limit}</translation>
        </message>
        <message>
            <source>{field}: {count} key/value groups, the limit is {limit}</source>
            <translation>{field}: {count} grupos de clave/valor, y el límite es {limit}</translation>
        </message>
        <message>
            <source>{field}: at least one token is needed</source>
            <translation>{field}: hace falta al menos un token</translation>
        </message>
        <message>
            <source>{field}: at least one label is needed</source>
            <translation>{field}: hace falta al menos una etiqueta</translation>
        </message>
        <message>
            <source>{field}: at least one head is needed</source>
            <translation>{field}: hace falta al menos una cabeza</translation>
        </message>
        <message>
            <source>{field}: at least one layer is needed</source>
            <translation>{field}: hace falta al menos una capa</translation>
        </message>
        <message>
            <source>{field}: at least one key/value group is needed</source>
            <translation>{field}: hace falta al menos un grupo de clave/valor</translation>
        </message>
        <message>
            <source>{field}: expected {expected}, found {found}</source>
            <translation>{field}: se esperaba {expected} y se encontró {found}</translation>
        </message>
        <message>
            <source>{place}: {problem}</source>
            <translation>{place}: {problem}</translation>
        </message>
        <message>
            <source>{place}: must be a finite number</source>
            <translation>{place}: debe ser un número finito</translation>
        </message>
        <message>
            <source>{place}: {number} is too large (the limit is ±{limit})</source>
            <translation>{place}: {number} es demasiado grande (el límite es ±{limit})</translation>
        </message>
        <message>
            <source>a non-empty list of rows</source>
            <translation>una lista de filas no vacía</translation>
        </message>
        <message>
            <source>a list of numbers</source>
            <translation>una lista de números</translation>
        </message>
        <message>
            <source>{field}[0]: a row must hold at least one number</source>
            <translation>{field}[0]: una fila debe contener al menos un número</translation>
        </message>
        <message>
            <source>{field}[{row}]: has {count} numbers but row 0 has {width} (rows must be equal)</source>
            <translation>{field}[{row}]: tiene {count} números, pero la fila 0 tiene {width} (las filas deben ser iguales)</translation>
        </message>
        <message>
            <source>a non-empty list of numbers</source>
            <translation>una lista de números no vacía</translation>
        </message>
        <message>
            <source>text</source>
            <translation>texto</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true o false</translation>
        </message>
        <message>
            <source>{listed} or {last}</source>
            <translation>{listed} o {last}</translation>
        </message>
        <message>
            <source>did you mean {key}?</source>
            <translation>¿querías decir {key}?</translation>
        </message>
        <message>
            <source>{where}unknown key {key} ({hint})</source>
            <translation>{where}clave desconocida {key} ({hint})</translation>
        </message>
        <message>
            <source>{where}unknown key {key}</source>
            <translation>{where}clave desconocida {key}</translation>
        </message>
        <message>
            <source>an object with {keys}</source>
            <translation>un objeto con {keys}</translation>
        </message>
        <message>
            <source>{field}: missing key "{key}"</source>
            <translation>{field}: falta la clave "{key}"</translation>
        </message>
    </context>
    <context>
        <name>files</name>
        <message>
            <source>Self-attention sessions (*.selfattn.json);;JSON files (*.json);;All files (*)</source>
            <translation>Sesiones de autoatención (*.selfattn.json);;Archivos JSON (*.json);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Open session</source>
            <translation>Abrir sesión</translation>
        </message>
        <message>
            <source>Save session</source>
            <translation>Guardar sesión</translation>
        </message>
        <message>
            <source>Unsaved changes</source>
            <translation>Cambios sin guardar</translation>
        </message>
        <message>
            <source>“{name}” has changes that are not saved. Save them first?</source>
            <translation>“{name}” tiene cambios sin guardar. ¿Quieres guardarlos antes?</translation>
        </message>
        <message>
            <source>Cannot open the example</source>
            <translation>No se puede abrir el ejemplo</translation>
        </message>
        <message>
            <source>Cannot open the trained model</source>
            <translation>No se puede abrir el modelo entrenado</translation>
        </message>
        <message>
            <source>Cannot open this file</source>
            <translation>No se puede abrir este archivo</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>No se puede guardar</translation>
        </message>
        <message>
            <source>{name} is one of the app's own examples or trained models, so it was left as it was. Your work is still open: use Save As to save it in a folder of your own.</source>
            <translation>{name} es uno de los ejemplos o modelos entrenados de la propia aplicación, así que se dejó como estaba. Tu trabajo sigue abierto: usa Guardar como para guardarlo en una carpeta tuya.</translation>
        </message>
        <message>
            <source>{name} is read-only, so it was left as it was. Your work is still open: use Save As to save it under another name, or make the file writable and save again.</source>
            <translation>{name} es de solo lectura, así que se dejó como estaba. Tu trabajo sigue abierto: usa Guardar como para guardarlo con otro nombre, o haz que el archivo se pueda escribir y vuelve a guardar.</translation>
        </message>
        <message>
            <source>{name}: could not save here ({reason}). Your work is still open: try Save As and another folder.</source>
            <translation>{name}: no se pudo guardar aquí ({reason}). Tu trabajo sigue abierto: prueba Guardar como y otra carpeta.</translation>
        </message>
    </context>
    <context>
        <name>first_view</name>
        <message>
            <source>Opened at the attention weights: scroll up for the token vectors and the W's</source>
            <translation>Abierto en los pesos de atención: desplázate hacia arriba para ver los vectores de los tokens y las W</translation>
        </message>
    </context>
    <context>
        <name>glossary</name>
        <message>
            <source>a number</source>
            <translation>un número</translation>
        </message>
        <message>
            <source>the number {number}</source>
            <translation>el número {number}</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>una lista</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>un objeto</translation>
        </message>
        <message>
            <source>text</source>
            <translation>texto</translation>
        </message>
        <message>
            <source>{where}.{key}: expected text, found {found}</source>
            <translation>{where}.{key}: se esperaba texto y se encontró {found}</translation>
        </message>
        <message>
            <source>{where}.{key}: expected text, found an empty string</source>
            <translation>{where}.{key}: se esperaba texto y se encontró una cadena vacía</translation>
        </message>
        <message>
            <source>{where}.{key}: at most {limit} characters, found {count}</source>
            <translation>{where}.{key}: como mucho {limit} caracteres, y se encontraron {count}</translation>
        </message>
        <message>
            <source>{where}.{key}: control characters are not allowed</source>
            <translation>{where}.{key}: no se permiten caracteres de control</translation>
        </message>
        <message>
            <source>expected an object, found {found}</source>
            <translation>se esperaba un objeto y se encontró {found}</translation>
        </message>
        <message>
            <source>format: expected "{tag}"</source>
            <translation>format: se esperaba "{tag}"</translation>
        </message>
        <message>
            <source>version: expected {version}</source>
            <translation>version: se esperaba {version}</translation>
        </message>
        <message>
            <source>{field}: not a field of a glossary</source>
            <translation>{field}: no es un campo de un glosario</translation>
        </message>
        <message>
            <source>terms: expected a list of 1 to {max_terms} terms</source>
            <translation>terms: se esperaba una lista de 1 a {max_terms} términos</translation>
        </message>
        <message>
            <source>{where}: expected an object, found {found}</source>
            <translation>{where}: se esperaba un objeto y se encontró {found}</translation>
        </message>
        <message>
            <source>{where}.{field}: not a field of a term</source>
            <translation>{where}.{field}: no es un campo de un término</translation>
        </message>
        <message>
            <source>{where}.term: "{term}" is listed twice</source>
            <translation>{where}.term: "{term}" aparece dos veces</translation>
        </message>
        <message>
            <source>{name}: the file is larger than {size} kB</source>
            <translation>{name}: el archivo ocupa más de {size} kB</translation>
        </message>
        <message>
            <source>{name}: shown in English, its translation has a problem: {error}</source>
            <translation>{name}: se muestra en inglés, su traducción tiene un problema: {error}</translation>
        </message>
        <message>
            <source>unreadable</source>
            <translation>ilegible</translation>
        </message>
        <message>
            <source>{name}: cannot be read ({reason})</source>
            <translation>{name}: no se puede leer ({reason})</translation>
        </message>
        <message>
            <source>line {line}</source>
            <translation>línea {line}</translation>
        </message>
        <message>
            <source>too deep</source>
            <translation>demasiado anidado</translation>
        </message>
        <message>
            <source>{name}: not valid JSON ({line})</source>
            <translation>{name}: no es JSON válido ({line})</translation>
        </message>
        <message>
            <source>{term} ({english})</source>
            <translation>{term} ({english})</translation>
        </message>
        <message>
            <source>Glossary</source>
            <translation>Glosario</translation>
        </message>
        <message>
            <source>Search, e.g. mask or W_o</source>
            <translation>Busca, p. ej., máscara o W_o</translation>
        </message>
        <message>
            <source>Search the glossary</source>
            <translation>Buscar en el glosario</translation>
        </message>
        <message>
            <source>Terms</source>
            <translation>Términos</translation>
        </message>
        <message>
            <source>No term matches</source>
            <translation>Ningún término coincide</translation>
        </message>
        <message>
            <source>Where to see it: {where}</source>
            <translation>Dónde verlo: {where}</translation>
        </message>
        <message>
            <source>&amp;Glossary…</source>
            <translation>&amp;Glosario…</translation>
        </message>
        <message>
            <source>The key terms of attention, and where to see each one</source>
            <translation>Los términos clave de la atención, y dónde ver cada uno</translation>
        </message>
    </context>
    <context>
        <name>head_finding</name>
        <message>
            <source>on what “it” means</source>
            <translation>sobre lo que significa “it”</translation>
        </message>
        <message>
            <source>previous-token {score}</source>
            <translation>token anterior {score}</translation>
        </message>
        <message>
            <source>induction {score}</source>
            <translation>inducción {score}</translation>
        </message>
        <message>
            <source>{what} {score}</source>
            <translation>{what} {score}</translation>
        </message>
        <message>
            <source>head {head} (switched off): {scores}</source>
            <translation>cabeza {head} (desactivada): {scores}</translation>
        </message>
        <message>
            <source>head {head}: {scores}</source>
            <translation>cabeza {head}: {scores}</translation>
        </message>
        <message>
            <source>copy accuracy of the whole model: {score}</source>
            <translation>precisión de copia del modelo entero: {score}</translation>
        </message>
    </context>
    <context>
        <name>head_scores_label</name>
        <message>
            <source>Measured on {count} held-out copy sequences (a random sequence, then the same again), whatever the sequence on show: previous-token is the head's mean weight from each token on the one before it; induction its mean weight, from a repeated token, on the token that followed it last time.</source>
            <translation>Medidas en {count} secuencias de copia reservadas (una secuencia aleatoria y luego la misma otra vez), sea cual sea la secuencia que se muestra: token anterior es el peso medio de la cabeza desde cada token sobre el anterior; inducción, su peso medio, desde un token repetido, sobre el token que lo siguió la última vez.</translation>
        </message>
        <message>
            <source>Measured here, on the sequence on show (the app knows nothing else of this model's task): previous-token is the head's mean weight from each token on the one before it; induction, when a token repeats, its mean weight on the token that followed the earlier one.</source>
            <translation>Medidas aquí, en la secuencia que se muestra (la aplicación no sabe nada más de la tarea de este modelo): token anterior es el peso medio de la cabeza desde cada token sobre el anterior; inducción, cuando un token se repite, su peso medio sobre el token que siguió al anterior.</translation>
        </message>
        <message>
            <source>“{score}”: measured on {count} held-out sentences of the task this model learned (“… because it was too tired it =”): the head's mean weight, from “=”, on the noun “it” refers to. The head with the most is the one that decides.</source>
            <translation>“{score}”: medida en {count} frases reservadas de la tarea que aprendió este modelo (“… because it was too tired it =”): el peso medio de la cabeza, desde “=”, sobre el sustantivo al que se refiere “it”. La cabeza con más es la que decide.</translation>
        </message>
        <message>
            <source>What the selected head does, by its scores</source>
            <translation>Lo que hace la cabeza seleccionada, según sus puntuaciones</translation>
        </message>
        <message>
            <source>measuring the heads…</source>
            <translation>midiendo las cabezas…</translation>
        </message>
        <message>
            <source>{score} here</source>
            <translation>{score} aquí</translation>
        </message>
        <message>
            <source>{note}

Layer {layer}:
{scores}</source>
            <translation>{note}

Capa {layer}:
{scores}</translation>
        </message>
    </context>
    <context>
        <name>head_tabs</name>
        <message>
            <source>Which head the pipeline shows</source>
            <translation>Qué cabeza muestra el proceso</translation>
        </message>
        <message>
            <source>Which head the pipeline shows; the arrow keys choose a head or all heads</source>
            <translation>Qué cabeza muestra el proceso; las flechas eligen una cabeza o todas las cabezas</translation>
        </message>
        <message>
            <source>head {number}</source>
            <translation>cabeza {number}</translation>
        </message>
        <message>
            <source>all heads</source>
            <translation>todas las cabezas</translation>
        </message>
        <message>
            <source>The weights of every head side by side</source>
            <translation>Los pesos de todas las cabezas, uno junto a otro</translation>
        </message>
        <message>
            <source>head {number} (off)</source>
            <translation>cabeza {number} (desactivada)</translation>
        </message>
        <message>
            <source>Every stage shows head {number}</source>
            <translation>Cada etapa muestra la cabeza {number}</translation>
        </message>
        <message>
            <source>Every stage shows head {number}, switched off</source>
            <translation>Cada etapa muestra la cabeza {number}, desactivada</translation>
        </message>
    </context>
    <context>
        <name>heatmap_access</name>
        <message>
            <source>{value} on {key}</source>
            <translation>{value} sobre {key}</translation>
        </message>
        <message>
            <source>{key} masked</source>
            <translation>{key} enmascarada</translation>
        </message>
        <message>
            <source>and {count} more keys</source>
            <translation>y {count} claves más</translation>
        </message>
        <message>
            <source>query {query}: {row}; at key {key}</source>
            <translation>consulta {query}: {row}; en la clave {key}</translation>
        </message>
        <message>
            <source>Hide "{key}" from "{query}"</source>
            <translation>Ocultar "{key}" a "{query}"</translation>
        </message>
        <message>
            <source>Show "{key}" from "{query}"</source>
            <translation>Mostrar "{key}" a "{query}"</translation>
        </message>
        <message>
            <source>⚠ {names} can see no key at all, so its weights cannot be computed (they would be 0 ÷ 0). Ctrl+click one of its cells to show a key again.</source>
            <translation>⚠ {names} no puede ver ninguna clave, así que sus pesos no se pueden calcular (serían 0 ÷ 0). Ctrl+clic en una de sus celdas para volver a mostrar una clave.</translation>
        </message>
    </context>
    <context>
        <name>kv_cache</name>
        <message>
            <source>{count} bytes</source>
            <translation>{count} bytes</translation>
        </message>
        <message numerus="yes">
            <source>K/V cache per token: {widths} · 8 = {shared} bytes (%n K/V group(s), float64), against {own} bytes with a K and V for each of the {heads} heads.</source>
            <translation>
                <numerusform>Caché K/V por token: {widths} · 8 = {shared} bytes (%n grupo K/V, float64), frente a {own} bytes con una K y una V para cada una de las {heads} cabezas.</numerusform>
                <numerusform>Caché K/V por token: {widths} · 8 = {shared} bytes (%n grupos K/V, float64), frente a {own} bytes con una K y una V para cada una de las {heads} cabezas.</numerusform>
            </translation>
        </message>
        <message>
            <source>{model} ({layers} layers, {heads} heads in {groups} K/V groups, d_k {width}, float16): {shared} against {own} per token per layer; {context_shared} against {context_own} for a {context}-token context.</source>
            <translation>{model} ({layers} capas, {heads} cabezas en {groups} grupos K/V, d_k {width}, float16): {shared} frente a {own} por token y por capa; {context_shared} frente a {context_own} para un contexto de {context} tokens.</translation>
        </message>
        <message>
            <source>{model}: {layers} layers, {heads} query heads sharing {groups} K/V heads, d_k {width}, its cache in float16 ({size} bytes a number). Per token per layer 2 · {groups} · {width} · {size} = {shared} against {own} with {heads} K/V heads; per token through all {layers} layers {token_shared} against {token_own}; a {context}-token context {context_shared} against {context_own}.</source>
            <translation>{model}: {layers} capas, {heads} cabezas de consulta que comparten {groups} cabezas K/V, d_k {width}, su caché en float16 ({size} bytes por número). Por token y por capa, 2 · {groups} · {width} · {size} = {shared} frente a {own} con {heads} cabezas K/V; por token a través de las {layers} capas, {token_shared} frente a {token_own}; un contexto de {context} tokens, {context_shared} frente a {context_own}.</translation>
        </message>
    </context>
    <context>
        <name>kv_groups</name>
        <message>
            <source>head {head}</source>
            <translation>cabeza {head}</translation>
        </message>
        <message>
            <source>heads {first}–{last}</source>
            <translation>cabezas {first}–{last}</translation>
        </message>
        <message>
            <source>K, V shared by {heads} (group {group} of {groups})</source>
            <translation>K, V compartidas por {heads} (grupo {group} de {groups})</translation>
        </message>
        <message>
            <source>{matrix} (layer {layer}, K/V group {group})</source>
            <translation>{matrix} (capa {layer}, grupo K/V {group})</translation>
        </message>
        <message>
            <source>{matrix} (K/V group {group})</source>
            <translation>{matrix} (grupo K/V {group})</translation>
        </message>
        <message>
            <source>{matrix} of K/V group {group} changed: only {heads} reads it.</source>
            <translation>{matrix} del grupo K/V {group} cambió: solo la lee {heads}.</translation>
        </message>
        <message>
            <source>{matrix} of K/V group {group} is shared: this edit changes {heads} at once.</source>
            <translation>{matrix} del grupo K/V {group} es compartida: este cambio modifica a la vez {heads}.</translation>
        </message>
        <message>
            <source>kv_heads: {groups} K/V groups cannot split {heads} heads evenly; choose one of {choices}</source>
            <translation>kv_heads: {groups} grupos K/V no pueden repartir {heads} cabezas por igual; elige uno de {choices}</translation>
        </message>
    </context>
    <context>
        <name>kv_groups_control</name>
        <message>
            <source>K/V groups: how many sets of W_k and W_v the heads share</source>
            <translation>Grupos K/V: cuántos juegos de W_k y W_v comparten las cabezas</translation>
        </message>
        <message>
            <source>K/V groups: {count} does not split the {heads} heads evenly; choose {choices}</source>
            <translation>Grupos K/V: {count} no reparte las {heads} cabezas por igual; elige {choices}</translation>
        </message>
        <message>
            <source>How many sets of W_k and W_v the {heads} query heads share: {heads} gives each head its own (multi-head), 1 one for all (multi-query). Counts that split the heads evenly: {choices}</source>
            <translation>Cuántos juegos de W_k y W_v comparten las {heads} cabezas de consulta: {heads} da a cada cabeza el suyo (multicabeza), 1 uno para todas (multiconsulta). Números que reparten las cabezas por igual: {choices}</translation>
        </message>
        <message>
            <source>K/V groups</source>
            <translation>Grupos K/V</translation>
        </message>
    </context>
    <context>
        <name>label_picker</name>
        <message>
            <source>Vocabulary entry: type to search</source>
            <translation>Entrada del vocabulario: escribe para buscar</translation>
        </message>
    </context>
    <context>
        <name>layer_actions</name>
        <message>
            <source>Add layer {next} (a copy of layer {shown})</source>
            <translation>Añadir la capa {next} (una copia de la capa {shown})</translation>
        </message>
        <message>
            <source>A session has at most {most} layers: remove one to add another</source>
            <translation>Una sesión tiene como mucho {most} capas: quita una para añadir otra</translation>
        </message>
        <message>
            <source>A cross-attention session has one layer: its keys come from the source</source>
            <translation>Una sesión de atención cruzada tiene una sola capa: sus claves vienen del origen</translation>
        </message>
        <message>
            <source>Add a copy of layer {shown} after it: the same W's, reading layer {shown}'s output instead of its input</source>
            <translation>Añade una copia de la capa {shown} después de ella: las mismas W, leyendo la salida de la capa {shown} en lugar de su entrada</translation>
        </message>
        <message>
            <source>Remove layer {shown}</source>
            <translation>Quitar la capa {shown}</translation>
        </message>
        <message>
            <source>Remove layer {shown}: the layer after it reads what it read</source>
            <translation>Quitar la capa {shown}: la capa siguiente lee lo que leía ella</translation>
        </message>
        <message>
            <source>The only layer cannot be removed: attention needs at least one layer</source>
            <translation>La única capa no se puede quitar: la atención necesita al menos una capa</translation>
        </message>
        <message>
            <source>+ layer</source>
            <translation>+ capa</translation>
        </message>
        <message>
            <source>− layer</source>
            <translation>− capa</translation>
        </message>
    </context>
    <context>
        <name>layer_bar</name>
        <message>
            <source>Layer</source>
            <translation>Capa</translation>
        </message>
        <message>
            <source>Which layer the pipeline shows</source>
            <translation>Qué capa muestra el proceso</translation>
        </message>
        <message>
            <source>Layer 1 reads the token vectors; each later layer reads the output of the one before. {next_keys} and {previous_keys} go to the next and previous layer</source>
            <translation>La capa 1 lee los vectores de los tokens; cada capa posterior lee la salida de la anterior. {next_keys} y {previous_keys} van a la capa siguiente y a la anterior</translation>
        </message>
        <message>
            <source>Switch the selected head off</source>
            <translation>Desactivar la cabeza seleccionada</translation>
        </message>
        <message>
            <source>layer {number} of {count} (reads {reads})</source>
            <translation>capa {number} de {count} (lee {reads})</translation>
        </message>
        <message>
            <source>head {number}: off</source>
            <translation>cabeza {number}: desactivada</translation>
        </message>
        <message>
            <source>head {number}: on</source>
            <translation>cabeza {number}: activa</translation>
        </message>
        <message>
            <source>Head {number} is switched off: its output is left out. Click to switch it on</source>
            <translation>La cabeza {number} está desactivada: su salida se deja fuera. Haz clic para activarla</translation>
        </message>
        <message>
            <source>Switch head {number} off: its output is left out of the concat</source>
            <translation>Desactivar la cabeza {number}: su salida se deja fuera de la concatenación</translation>
        </message>
        <message>
            <source>→ layer {number}</source>
            <translation>→ capa {number}</translation>
        </message>
        <message>
            <source>This residual output is {symbol}, the input of layer {number}: show layer {number} ({keys})</source>
            <translation>Esta salida residual es {symbol}, la entrada de la capa {number}: muestra la capa {number} ({keys})</translation>
        </message>
        <message>
            <source>Show layer {number}, which reads this output</source>
            <translation>Mostrar la capa {number}, que lee esta salida</translation>
        </message>
    </context>
    <context>
        <name>layer_edits</name>
        <message>
            <source>layers: a session has at most {limit} layers</source>
            <translation>layers: una sesión tiene como mucho {limit} capas</translation>
        </message>
        <message>
            <source>layers: a "cross" session has one layer (its keys and values come from the source sentence, not from a layer before)</source>
            <translation>layers: una sesión "cross" tiene una sola capa (sus claves y valores vienen de la frase de origen, no de una capa anterior)</translation>
        </message>
        <message>
            <source>layers[{index}]: layer {layer} reads {reads} numbers per token but hands on {hands_on}, so a copy of it could not read its output; switch its residual on, or give its W_o {reads} columns, first</source>
            <translation>layers[{index}]: la capa {layer} lee {reads} números por token pero transmite {hands_on}, así que una copia suya no podría leer su salida; activa antes su conexión residual o da a su W_o {reads} columnas</translation>
        </message>
        <message>
            <source>layers: the last layer cannot be removed: a session needs one</source>
            <translation>layers: la última capa no se puede quitar: una sesión necesita una</translation>
        </message>
        <message>
            <source>layers[{index}]: layer {next} reads layer {layer}'s output, {hands_on} numbers per token; without layer {layer} it would be handed {reads}, which it cannot read</source>
            <translation>layers[{index}]: la capa {next} lee la salida de la capa {layer}, {hands_on} números por token; sin la capa {layer} recibiría {reads}, que no puede leer</translation>
        </message>
        <message>
            <source>layers[{index}]: the unembedding W_U reads layer {layer}'s output, {hands_on} numbers per token; without layer {layer} it would be handed {reads}, which it cannot read</source>
            <translation>layers[{index}]: el desembedding W_U lee la salida de la capa {layer}, {hands_on} números por token; sin la capa {layer} recibiría {reads}, que no puede leer</translation>
        </message>
    </context>
    <context>
        <name>layer_fields</name>
        <message>
            <source>{name}: expected a list of head numbers, found {found}</source>
            <translation>{name}: se esperaba una lista de números de cabeza y se encontró {found}</translation>
        </message>
        <message>
            <source>{place}: {problem}</source>
            <translation>{place}: {problem}</translation>
        </message>
        <message>
            <source>{place}: expected a head number (0, 1, …), found {found}</source>
            <translation>{place}: se esperaba un número de cabeza (0, 1, …) y se encontró {found}</translation>
        </message>
        <message>
            <source>{place}: head {head} is listed twice</source>
            <translation>{place}: la cabeza {head} aparece dos veces</translation>
        </message>
    </context>
    <context>
        <name>layer_links</name>
        <message>
            <source>← layer {number}</source>
            <translation>← capa {number}</translation>
        </message>
        <message>
            <source>{symbol} is the output of layer {number}: show layer {number}, where it is made ({keys})</source>
            <translation>{symbol} es la salida de la capa {number}: muestra la capa {number}, donde se calcula ({keys})</translation>
        </message>
        <message>
            <source>Show layer {number}, whose output this is</source>
            <translation>Mostrar la capa {number}, cuya salida es esta</translation>
        </message>
    </context>
    <context>
        <name>layer_rules</name>
        <message>
            <source>{name}heads: expected 1 to {limit} heads, found {found}</source>
            <translation>{name}heads: se esperaban de 1 a {limit} cabezas y se encontraron {found}</translation>
        </message>
        <message>
            <source>input width × d_k</source>
            <translation>ancho de entrada × d_k</translation>
        </message>
        <message>
            <source>input width × d_k, as in heads[0]</source>
            <translation>ancho de entrada × d_k, como en heads[0]</translation>
        </message>
        <message>
            <source>the input width</source>
            <translation>el ancho de entrada</translation>
        </message>
        <message>
            <source>{name}heads_off: there is no head {head} (heads are numbered 0 to {last})</source>
            <translation>{name}heads_off: no hay cabeza {head} (las cabezas se numeran de 0 a {last})</translation>
        </message>
        <message>
            <source>input width × d_v</source>
            <translation>ancho de entrada × d_v</translation>
        </message>
        <message>
            <source>{place}: this layer shares keys and values (kv_heads), so its heads hold W_q only</source>
            <translation>{place}: esta capa comparte claves y valores (kv_heads), así que sus cabezas solo contienen W_q</translation>
        </message>
        <message>
            <source>{place}: missing key "{key}" (without kv_heads, every head has its own W_k and W_v)</source>
            <translation>{place}: falta la clave "{key}" (sin kv_heads, cada cabeza tiene sus propias W_k y W_v)</translation>
        </message>
        <message>
            <source>{name}heads[0]: W_q and W_v must be 2-D matrices</source>
            <translation>{name}heads[0]: W_q y W_v deben ser matrices de 2 dimensiones</translation>
        </message>
        <message>
            <source>{name}heads[0]: {width} must be between 1 and {limit}, found {found}</source>
            <translation>{name}heads[0]: {width} debe estar entre 1 y {limit}, y se encontró {found}</translation>
        </message>
        <message numerus="yes">
            <source>{name}kv_heads: %n key/value group(s) cannot be shared evenly by {heads} query heads (the number of groups must divide it)</source>
            <translation>
                <numerusform>{name}kv_heads: %n grupo de clave/valor no se puede repartir por igual entre {heads} cabezas de consulta (el número de grupos debe dividirlo)</numerusform>
                <numerusform>{name}kv_heads: %n grupos de clave/valor no se pueden repartir por igual entre {heads} cabezas de consulta (el número de grupos debe dividirlo)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n head(s) × d_v {d_v}</source>
            <translation>
                <numerusform>%n cabeza × d_v {d_v}</numerusform>
                <numerusform>%n cabezas × d_v {d_v}</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}W_o: output width must be between 1 and {limit}</source>
            <translation>{name}W_o: el ancho de salida debe estar entre 1 y {limit}</translation>
        </message>
    </context>
    <context>
        <name>lesson</name>
        <message>
            <source>{where}: missing "condition"</source>
            <translation>{where}: falta "condition"</translation>
        </message>
        <message>
            <source>{where}.hints: expected a list of at most {max_hints} hints (and no "hint" beside it)</source>
            <translation>{where}.hints: se esperaba una lista de como mucho {max_hints} pistas (y ningún "hint" a su lado)</translation>
        </message>
        <message>
            <source>{where}.actions: expected a list of actions</source>
            <translation>{where}.actions: se esperaba una lista de acciones</translation>
        </message>
        <message>
            <source>{where}.widget: expected one of {choices}</source>
            <translation>{where}.widget: se esperaba uno de {choices}</translation>
        </message>
        <message>
            <source>format: expected "{tag}"</source>
            <translation>format: se esperaba "{tag}"</translation>
        </message>
        <message>
            <source>version: expected a whole number</source>
            <translation>version: se esperaba un número entero</translation>
        </message>
        <message>
            <source>version: {version} is newer than this app reads ({format_version})</source>
            <translation>version: {version} es más reciente de lo que lee esta aplicación ({format_version})</translation>
        </message>
        <message>
            <source>id: expected lower-case letters, digits and dashes</source>
            <translation>id: se esperaban letras minúsculas, cifras y guiones</translation>
        </message>
        <message>
            <source>id: "{lesson_id}" must match the file name "{expected_id}{suffix}"</source>
            <translation>id: "{lesson_id}" debe coincidir con el nombre del archivo "{expected_id}{suffix}"</translation>
        </message>
        <message>
            <source>steps: expected a non-empty list of steps</source>
            <translation>steps: se esperaba una lista de pasos no vacía</translation>
        </message>
        <message>
            <source>steps: {count} steps, the limit is {max_steps}</source>
            <translation>steps: {count} pasos, y el límite es {max_steps}</translation>
        </message>
        <message>
            <source>lesson file</source>
            <translation>archivo de lección</translation>
        </message>
        <message>
            <source>{name}: shown in English, its translation has a problem: {error}</source>
            <translation>{name}: se muestra en inglés, su traducción tiene un problema: {error}</translation>
        </message>
        <message>
            <source>{name}: could not be read ({reason}); check the file against docs/lesson-format.md</source>
            <translation>{name}: no se pudo leer ({reason}); compara el archivo con docs/lesson-format.md</translation>
        </message>
        <message>
            <source>{name}: cannot list the lessons ({error})</source>
            <translation>{name}: no se pueden listar las lecciones ({error})</translation>
        </message>
        <message>
            <source>{name}: a lesson with the id "{id}" is already loaded</source>
            <translation>{name}: ya hay cargada una lección con el id "{id}"</translation>
        </message>
    </context>
    <context>
        <name>lesson_actions</name>
        <message>
            <source>{where}: expected an object</source>
            <translation>{where}: se esperaba un objeto</translation>
        </message>
        <message>
            <source>{where}: unknown field "{key}" (expected {choices})</source>
            <translation>{where}: campo desconocido "{key}" (se esperaba {choices})</translation>
        </message>
        <message>
            <source>{where}: says nothing to set</source>
            <translation>{where}: no dice nada que asignar</translation>
        </message>
        <message>
            <source>{where}.{key}: expected true or false</source>
            <translation>{where}.{key}: se esperaba true o false</translation>
        </message>
        <message>
            <source>{where}.{key}: expected one of {choices}</source>
            <translation>{where}.{key}: se esperaba uno de {choices}</translation>
        </message>
        <message>
            <source>{where}.token_order: expected a list of token labels</source>
            <translation>{where}.token_order: se esperaba una lista de etiquetas de tokens</translation>
        </message>
        <message>
            <source>{where}.add_tokens: expected a list of non-empty token labels</source>
            <translation>{where}.add_tokens: se esperaba una lista de etiquetas de tokens no vacías</translation>
        </message>
        <message>
            <source>{where}.cells: expected a non-empty list of cells</source>
            <translation>{where}.cells: se esperaba una lista de celdas no vacía</translation>
        </message>
        <message>
            <source>{where}.value: expected a number</source>
            <translation>{where}.value: se esperaba un número</translation>
        </message>
        <message>
            <source>{where}.value: must be a finite number within ±{limit}</source>
            <translation>{where}.value: debe ser un número finito dentro de ±{limit}</translation>
        </message>
        <message>
            <source>{where}.tokens: expected a list of vocabulary labels</source>
            <translation>{where}.tokens: se esperaba una lista de etiquetas del vocabulario</translation>
        </message>
        <message>
            <source>{where}.heads_off: expected a list of [layer, head] pairs counted from 0</source>
            <translation>{where}.heads_off: se esperaba una lista de pares [capa, cabeza] contados desde 0</translation>
        </message>
        <message>
            <source>{where}.kv_heads: expected {{"layer": counted from 0, "groups": 1 to 16}}</source>
            <translation>{where}.kv_heads: se esperaba {{"layer": contada desde 0, "groups": de 1 a 16}}</translation>
        </message>
        <message>
            <source>{where}: an action is an object with exactly one field</source>
            <translation>{where}: una acción es un objeto con exactamente un campo</translation>
        </message>
        <message>
            <source>{where}: unknown action "{kind}" (expected {choices})</source>
            <translation>{where}: acción desconocida "{kind}" (se esperaba {choices})</translation>
        </message>
        <message>
            <source>{where}.load_preset: no preset {name!r}; known: {choices}</source>
            <translation>{where}.load_preset: no hay ningún ejemplo {name!r}; los conocidos son: {choices}</translation>
        </message>
        <message>
            <source>{where}.load_model: no trained model {name!r}; known: {choices}</source>
            <translation>{where}.load_model: no hay ningún modelo entrenado {name!r}; los conocidos son: {choices}</translation>
        </message>
        <message>
            <source>{where}.select_head: expected a head number counted from 0</source>
            <translation>{where}.select_head: se esperaba un número de cabeza contado desde 0</translation>
        </message>
        <message>
            <source>{where}.select_layer: expected a layer number counted from 0</source>
            <translation>{where}.select_layer: se esperaba un número de capa contado desde 0</translation>
        </message>
        <message>
            <source>{where}.highlight: expected a list of panel names such as "heatmap.weights"</source>
            <translation>{where}.highlight: se esperaba una lista de nombres de paneles como "heatmap.weights"</translation>
        </message>
        <message>
            <source>token_order: "{label}" is not a token left to place</source>
            <translation>token_order: "{label}" no es un token que quede por colocar</translation>
        </message>
        <message>
            <source>token_order: "{token}" is missing from the order</source>
            <translation>token_order: falta "{token}" en el orden</translation>
        </message>
        <message>
            <source>cells: cannot set {matrix}[{row}][{column}] ({error})</source>
            <translation>cells: no se puede asignar {matrix}[{row}][{column}] ({error})</translation>
        </message>
        <message>
            <source>{field}: there is no layer {index}: the session has {n_layers}</source>
            <translation>{field}: no hay capa {index}: la sesión tiene {n_layers}</translation>
        </message>
        <message>
            <source>heads_off: layer {layer} has no head {head}</source>
            <translation>heads_off: la capa {layer} no tiene cabeza {head}</translation>
        </message>
    </context>
    <context>
        <name>lesson_boxes</name>
        <message>
            <source>Predict, then reveal</source>
            <translation>Predice y después revela</translation>
        </message>
        <message>
            <source>your guess, e.g. 0.5, 50% or 1/2</source>
            <translation>tu estimación, p. ej. 0,5, 50% o 1/2</translation>
        </message>
        <message>
            <source>Your prediction</source>
            <translation>Tu predicción</translation>
        </message>
        <message>
            <source>Check</source>
            <translation>Comprobar</translation>
        </message>
        <message>
            <source>Check your guess without giving the answer away; you may try again</source>
            <translation>Comprueba tu estimación sin desvelar la respuesta; puedes volver a intentarlo</translation>
        </message>
        <message>
            <source>Reveal</source>
            <translation>Revelar</translation>
        </message>
        <message>
            <source>Show the answer, worked out on the numbers on show, and how close your guess was</source>
            <translation>Muestra la respuesta, calculada con los números que se ven, y lo cerca que estuvo tu estimación</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Tu turno</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Pista</translation>
        </message>
        <message>
            <source>Show a hint for this task, under the task</source>
            <translation>Muestra una pista para esta tarea, debajo de la tarea</translation>
        </message>
        <message>
            <source>Show me</source>
            <translation>Muéstramelo</translation>
        </message>
        <message>
            <source>Make the change for me (Ctrl+Z undoes it)</source>
            <translation>Haz el cambio por mí (Ctrl+Z lo deshace)</translation>
        </message>
        <message>
            <source>Another hint</source>
            <translation>Otra pista</translation>
        </message>
        <message>
            <source>No more hints</source>
            <translation>No hay más pistas</translation>
        </message>
        <message>
            <source>○ First answer the question above</source>
            <translation>○ Primero responde la pregunta de arriba</translation>
        </message>
        <message>
            <source>✓ Done!</source>
            <translation>✓ ¡Hecho!</translation>
        </message>
        <message>
            <source>○ Not yet (you solved it before)</source>
            <translation>○ Todavía no (ya lo resolviste antes)</translation>
        </message>
        <message>
            <source>○ Not yet</source>
            <translation>○ Todavía no</translation>
        </message>
    </context>
    <context>
        <name>lesson_browser</name>
        <message>
            <source>Lessons</source>
            <translation>Lecciones</translation>
        </message>
        <message>
            <source>Choose a lesson with the arrow keys; Enter starts it. Each says if it is done, started or new</source>
            <translation>Elige una lección con las flechas; Intro la empieza. Cada una dice si está terminada, empezada o es nueva</translation>
        </message>
        <message>
            <source>Start lesson</source>
            <translation>Empezar lección</translation>
        </message>
        <message>
            <source>Open the chosen lesson at the step where you left it</source>
            <translation>Abre la lección elegida en el paso donde la dejaste</translation>
        </message>
        <message>
            <source>Reset its progress</source>
            <translation>Reiniciar su progreso</translation>
        </message>
        <message>
            <source>Forget which steps of the chosen lesson you have seen and which tasks you solved</source>
            <translation>Olvida qué pasos de la lección elegida has visto y qué tareas has resuelto</translation>
        </message>
        <message>
            <source>&lt;b&gt;Lessons&lt;/b&gt; — pick one and press Start (or double-click).</source>
            <translation>&lt;b&gt;Lecciones&lt;/b&gt;: elige una y pulsa Empezar lección (o haz doble clic).</translation>
        </message>
        <message>
            <source>done</source>
            <translation>terminada</translation>
        </message>
        <message numerus="yes">
            <source>{seen} of %n steps seen</source>
            <translation>
                <numerusform>pasos vistos: {seen} de %n</numerusform>
                <numerusform>pasos vistos: {seen} de %n</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>lesson_checks</name>
        <message>
            <source>a token label or index</source>
            <translation>una etiqueta o un índice de token</translation>
        </message>
        <message>
            <source>a head number counted from 0</source>
            <translation>un número de cabeza contado desde 0</translation>
        </message>
        <message>
            <source>a layer number counted from 0</source>
            <translation>un número de capa contado desde 0</translation>
        </message>
        <message>
            <source>a position counted from 0</source>
            <translation>una posición contada desde 0</translation>
        </message>
        <message>
            <source>a vocabulary label</source>
            <translation>una etiqueta del vocabulario</translation>
        </message>
        <message>
            <source>a row number counted from 0</source>
            <translation>un número de fila contado desde 0</translation>
        </message>
        <message>
            <source>a column number counted from 0</source>
            <translation>un número de columna contado desde 0</translation>
        </message>
        <message>
            <source>a matrix key such as "heads.0.W_k", "embeddings" or "W_o"</source>
            <translation>una clave de matriz como "heads.0.W_k", "embeddings" o "W_o"</translation>
        </message>
        <message>
            <source>a whole number of tokens from 1</source>
            <translation>un número entero de tokens a partir de 1</translation>
        </message>
        <message>
            <source>a whole number of heads from 1</source>
            <translation>un número entero de cabezas a partir de 1</translation>
        </message>
        <message>
            <source>a whole number of K/V groups from 1</source>
            <translation>un número entero de grupos K/V a partir de 1</translation>
        </message>
        <message>
            <source>a whole width from 1</source>
            <translation>un ancho entero a partir de 1</translation>
        </message>
        <message>
            <source>a positive number of bytes, at most 1024</source>
            <translation>un número positivo de bytes, como mucho 1024</translation>
        </message>
        <message>
            <source>{where}: expected an object with a "quantity", found {found}</source>
            <translation>{where}: se esperaba un objeto con "quantity" y se encontró {found}</translation>
        </message>
        <message>
            <source>{where}.quantity: expected one of {choices}, found {found}</source>
            <translation>{where}.quantity: se esperaba uno de {choices} y se encontró {found}</translation>
        </message>
        <message>
            <source>{where}: the quantity "{name}" needs "{key}"</source>
            <translation>{where}: la magnitud "{name}" necesita "{key}"</translation>
        </message>
        <message>
            <source>{where}.{key}: not a field of the quantity "{name}"</source>
            <translation>{where}.{key}: no es un campo de la magnitud "{name}"</translation>
        </message>
        <message>
            <source>{where}.{key}: expected {wanted}, found {found}</source>
            <translation>{where}.{key}: se esperaba {wanted} y se encontró {found}</translation>
        </message>
        <message>
            <source>{where}: give one of {choices}, not {count}</source>
            <translation>{where}: da uno de {choices}, no {count}</translation>
        </message>
        <message>
            <source>{where}.{field}: not a field of "{form}"</source>
            <translation>{where}.{field}: no es un campo de "{form}"</translation>
        </message>
        <message>
            <source>{where}.edited_only: expected a list of matrix keys</source>
            <translation>{where}.edited_only: se esperaba una lista de claves de matriz</translation>
        </message>
        <message>
            <source>{where}.edited_only[{i}]: expected a matrix key such as "heads.0.W_q", found {found}</source>
            <translation>{where}.edited_only[{i}]: se esperaba una clave de matriz como "heads.0.W_q" y se encontró {found}</translation>
        </message>
        <message>
            <source>{where}.tolerance: expected a number ≥ 0</source>
            <translation>{where}.tolerance: se esperaba un número ≥ 0</translation>
        </message>
        <message>
            <source>{where}.rows: expected [first, last], two row numbers from 0 with first ≤ last</source>
            <translation>{where}.rows: se esperaba [primera, última], dos números de fila desde 0 con primera ≤ última</translation>
        </message>
        <message>
            <source>{where}: conditions are nested too deeply</source>
            <translation>{where}: las condiciones están anidadas demasiado hondo</translation>
        </message>
        <message>
            <source>{where}: expected a condition object, found {found}</source>
            <translation>{where}: se esperaba un objeto de condición y se encontró {found}</translation>
        </message>
        <message>
            <source>{where}: "{combinator}" must be the only field of its object</source>
            <translation>{where}: "{combinator}" debe ser el único campo de su objeto</translation>
        </message>
        <message>
            <source>{where}.{combinator}: expected a non-empty list of conditions</source>
            <translation>{where}.{combinator}: se esperaba una lista de condiciones no vacía</translation>
        </message>
        <message>
            <source>{where}: "not" must be the only field of its object</source>
            <translation>{where}: "not" debe ser el único campo de su objeto</translation>
        </message>
        <message>
            <source>{where}.op: expected one of {choices}, found {found}</source>
            <translation>{where}.op: se esperaba uno de {choices} y se encontró {found}</translation>
        </message>
        <message>
            <source>{where}.value: expected a number, found {found}</source>
            <translation>{where}.value: se esperaba un número y se encontró {found}</translation>
        </message>
        <message>
            <source>{where}.op: "{name}" can only be compared with == or !=</source>
            <translation>{where}.op: "{name}" solo se puede comparar con == o !=</translation>
        </message>
        <message>
            <source>{where}: a comparison needs "quantity", "op", and "value" or "value_of" (one of them)</source>
            <translation>{where}: una comparación necesita "quantity", "op" y, o bien "value", o bien "value_of" (uno de los dos)</translation>
        </message>
        <message>
            <source>{where}.value_of: "{other}" cannot be compared with "{name}"</source>
            <translation>{where}.value_of: "{other}" no se puede comparar con "{name}"</translation>
        </message>
        <message>
            <source>{where}.value: expected a vocabulary label, found {found}</source>
            <translation>{where}.value: se esperaba una etiqueta del vocabulario y se encontró {found}</translation>
        </message>
        <message>
            <source>{where}.value: expected {wanted}, found {found}</source>
            <translation>{where}.value: se esperaba {wanted} y se encontró {found}</translation>
        </message>
        <message>
            <source>{where}.value: expected a list of token labels, found {found}</source>
            <translation>{where}.value: se esperaba una lista de etiquetas de tokens y se encontró {found}</translation>
        </message>
    </context>
    <context>
        <name>lesson_conditions</name>
        <message>
            <source>there is no {what} {ref}: the session has {count}</source>
            <translation>no hay ningún {what} {ref}: la sesión tiene {count}</translation>
        </message>
        <message>
            <source>there is no {what} "{ref}" in this session</source>
            <translation>no hay ningún {what} "{ref}" en esta sesión</translation>
        </message>
        <message>
            <source>there is no head {head}: the session has {n_heads}</source>
            <translation>no hay cabeza {head}: la sesión tiene {n_heads}</translation>
        </message>
        <message>
            <source>{what} has no column {column}: it is {width} wide</source>
            <translation>{what} no tiene columna {column}: tiene {width} de ancho</translation>
        </message>
        <message>
            <source>there is no residual: {reason}</source>
            <translation>no hay conexión residual: {reason}</translation>
        </message>
        <message>
            <source>this session has no matrix "{matrix}"</source>
            <translation>esta sesión no tiene ninguna matriz "{matrix}"</translation>
        </message>
        <message>
            <source>{matrix} has no row {row}</source>
            <translation>{matrix} no tiene fila {row}</translation>
        </message>
        <message>
            <source>unknown quantity "{name}"</source>
            <translation>magnitud desconocida "{name}"</translation>
        </message>
        <message>
            <source>the quantity "{quantity}" is not a number</source>
            <translation>la magnitud "{quantity}" no es un número</translation>
        </message>
    </context>
    <context>
        <name>lesson_docks</name>
        <message>
            <source>Lessons</source>
            <translation>Lecciones</translation>
        </message>
        <message>
            <source>Mistakes lab</source>
            <translation>Laboratorio de errores</translation>
        </message>
        <message>
            <source>Scale and softmax explorer</source>
            <translation>Explorador de escala y softmax</translation>
        </message>
        <message>
            <source>Reset all lesson progress…</source>
            <translation>Reiniciar el progreso de todas las lecciones…</translation>
        </message>
        <message>
            <source>&amp;Lessons</source>
            <translation>&amp;Lecciones</translation>
        </message>
        <message>
            <source>Reset lesson progress</source>
            <translation>Reiniciar el progreso de las lecciones</translation>
        </message>
        <message>
            <source>Forget which lesson steps you have seen and which tasks you solved?</source>
            <translation>¿Olvidar qué pasos de las lecciones has visto y qué tareas has resuelto?</translation>
        </message>
        <message>
            <source>The lesson's question is still open, so its numbers stay hidden until you answer it or press Reveal. {key} shows the lesson again.</source>
            <translation>La pregunta de la lección sigue abierta, así que sus números siguen ocultos hasta que la respondas o pulses Revelar. {key} vuelve a mostrar la lección.</translation>
        </message>
    </context>
    <context>
        <name>lesson_markup</name>
        <message>
            <source>comments are not allowed in lesson text</source>
            <translation>en el texto de una lección no se permiten comentarios</translation>
        </message>
        <message>
            <source>declarations such as {shown} are not allowed in lesson text</source>
            <translation>en el texto de una lección no se permiten declaraciones como {shown}</translation>
        </message>
        <message>
            <source>processing instructions such as {shown} are not allowed in lesson text</source>
            <translation>en el texto de una lección no se permiten instrucciones de procesamiento como {shown}</translation>
        </message>
        <message>
            <source>“{shown}” looks like a tag but is not one; write &amp;lt; for a “&lt;” sign</source>
            <translation>“{shown}” parece una etiqueta pero no lo es; escribe &amp;lt; para un signo “&lt;”</translation>
        </message>
        <message>
            <source>the tag &lt;{name}&gt; is not allowed (only {allowed})</source>
            <translation>la etiqueta &lt;{name}&gt; no está permitida (solo {allowed})</translation>
        </message>
        <message>
            <source>the tag &lt;{name}&gt; is not closed with “&gt;”</source>
            <translation>la etiqueta &lt;{name}&gt; no se cierra con “&gt;”</translation>
        </message>
        <message>
            <source>&lt;{name}&gt; may not have attributes ({attribute}=…)</source>
            <translation>&lt;{name}&gt; no puede tener atributos ({attribute}=…)</translation>
        </message>
        <message>
            <source>write the tag {shown} plainly, as &lt;{name}&gt; or &lt;/{name}&gt;</source>
            <translation>escribe la etiqueta {shown} tal cual, como &lt;{name}&gt; o &lt;/{name}&gt;</translation>
        </message>
    </context>
    <context>
        <name>lesson_messages</name>
        <message>
            <source>Step {number} of {count}</source>
            <translation>Paso {number} de {count}</translation>
        </message>
        <message>
            <source>This step does not fit the example on show ({reason}). Press “Set up this step” to start it afresh.</source>
            <translation>Este paso no encaja con el ejemplo que se muestra ({reason}). Pulsa «Preparar este paso» para empezarlo de nuevo.</translation>
        </message>
        <message>
            <source>Your session was kept. Press “Set up this step” to open “{name}”.</source>
            <translation>Tu sesión se ha conservado. Pulsa «Preparar este paso» para abrir “{name}”.</translation>
        </message>
        <message>
            <source>Lesson: {title}</source>
            <translation>Lección: {title}</translation>
        </message>
    </context>
    <context>
        <name>lesson_model_quantities</name>
        <message>
            <source>there is no layer {index}: the session has {n_layers}</source>
            <translation>no hay capa {index}: la sesión tiene {n_layers}</translation>
        </message>
        <message>
            <source>this session predicts no next token (it has no unembedding W_U)</source>
            <translation>esta sesión no predice ningún token siguiente (no tiene desembedding W_U)</translation>
        </message>
        <message>
            <source>there is no position {position}: the session has {n_tokens}</source>
            <translation>no hay posición {position}: la sesión tiene {n_tokens}</translation>
        </message>
        <message>
            <source>the vocabulary has no "{label}"</source>
            <translation>el vocabulario no tiene "{label}"</translation>
        </message>
        <message>
            <source>no position from {first} has a next token to predict</source>
            <translation>ninguna posición a partir de {first} tiene un token siguiente que predecir</translation>
        </message>
    </context>
    <context>
        <name>lesson_panel</name>
        <message>
            <source>◂ All lessons</source>
            <translation>◂ Todas las lecciones</translation>
        </message>
        <message>
            <source>All lessons</source>
            <translation>Todas las lecciones</translation>
        </message>
        <message>
            <source>Back to the list of lessons</source>
            <translation>Volver a la lista de lecciones</translation>
        </message>
        <message>
            <source>Set up this step</source>
            <translation>Preparar este paso</translation>
        </message>
        <message>
            <source>Bring the example back to the state this step starts from</source>
            <translation>Devuelve el ejemplo al estado en que empieza este paso</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Atrás</translation>
        </message>
        <message>
            <source>Read the step before again</source>
            <translation>Vuelve a leer el paso anterior</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Siguiente</translation>
        </message>
        <message>
            <source>Glossary</source>
            <translation>Glosario</translation>
        </message>
        <message>
            <source>The key terms, each with where to see it</source>
            <translation>Los términos clave, cada uno con dónde verlo</translation>
        </message>
        <message>
            <source>The lesson step's text (the arrow keys scroll it)</source>
            <translation>El texto del paso de la lección (las flechas lo desplazan)</translation>
        </message>
        <message>
            <source>The step's title and text, then its question or task</source>
            <translation>El título y el texto del paso, y después su pregunta o tarea</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Terminar</translation>
        </message>
        <message>
            <source>Finish the lesson and go back to the list</source>
            <translation>Termina la lección y vuelve a la lista</translation>
        </message>
        <message>
            <source>Go on to the next step</source>
            <translation>Pasa al paso siguiente</translation>
        </message>
        <message>
            <source>Lesson: show me</source>
            <translation>Lección: muéstramelo</translation>
        </message>
    </context>
    <context>
        <name>lesson_predict</name>
        <message>
            <source>A weight is never negative: the softmax turns every score, even a very low one, into a small positive share.</source>
            <translation>Un peso nunca es negativo: la softmax convierte cada puntuación, incluso una muy baja, en una pequeña parte positiva.</translation>
        </message>
        <message>
            <source>A weight is at most 1: each query shares out 1 among the keys it sees.</source>
            <translation>Un peso vale como mucho 1: cada consulta reparte 1 entre las claves que ve.</translation>
        </message>
        <message>
            <source>{where}: missing "{key}"</source>
            <translation>{where}: falta "{key}"</translation>
        </message>
        <message>
            <source>{where}.{key}: expected non-empty text</source>
            <translation>{where}.{key}: se esperaba un texto no vacío</translation>
        </message>
        <message>
            <source>{where}.{key}: {count} characters, the limit is {max_text}</source>
            <translation>{where}.{key}: {count} caracteres, y el límite es {max_text}</translation>
        </message>
        <message>
            <source>the answer is not a finite number for this example</source>
            <translation>la respuesta no es un número finito para este ejemplo</translation>
        </message>
        <message>
            <source>too high</source>
            <translation>demasiado alto</translation>
        </message>
        <message>
            <source>too low</source>
            <translation>demasiado bajo</translation>
        </message>
        <message>
            <source>{where}: a prediction needs a number</source>
            <translation>{where}: una predicción necesita un número</translation>
        </message>
        <message>
            <source>{where}.{key}: expected a finite number ≥ 0, found {found}</source>
            <translation>{where}.{key}: se esperaba un número finito ≥ 0 y se encontró {found}</translation>
        </message>
        <message>
            <source>{where}.veil: expected a list of matrix names</source>
            <translation>{where}.veil: se esperaba una lista de nombres de matrices</translation>
        </message>
        <message>
            <source>{where}.veil[{i}]: expected a matrix name such as "weights", "scaled" or "output", found {found}</source>
            <translation>{where}.veil[{i}]: se esperaba un nombre de matriz como "weights", "scaled" u "output" y se encontró {found}</translation>
        </message>
        <message>
            <source>{where}: give either "answer" or "answer_expr"</source>
            <translation>{where}: da "answer" o "answer_expr", no los dos</translation>
        </message>
        <message>
            <source>{where}.answer: expected a number, found {found}</source>
            <translation>{where}.answer: se esperaba un número y se encontró {found}</translation>
        </message>
        <message>
            <source>{where}.mistakes: expected a list of at most {max_mistakes} mistakes</source>
            <translation>{where}.mistakes: se esperaba una lista de como mucho {max_mistakes} errores</translation>
        </message>
        <message>
            <source>{where}.{key}: expected a list of set actions</source>
            <translation>{where}.{key}: se esperaba una lista de acciones set</translation>
        </message>
        <message>
            <source>{where}: missing "answer_expr"</source>
            <translation>{where}: falta "answer_expr"</translation>
        </message>
        <message>
            <source>{where}.unit: expected a short text</source>
            <translation>{where}.unit: se esperaba un texto corto</translation>
        </message>
    </context>
    <context>
        <name>lesson_progress</name>
        <message>
            <source>progress file</source>
            <translation>archivo de progreso</translation>
        </message>
        <message>
            <source>not a lesson progress file</source>
            <translation>no es un archivo de progreso de lecciones</translation>
        </message>
        <message>
            <source>{name}: could not be read ({reason}) nor moved aside ({error}); lesson progress is not saved this run, so that the file stays as it is</source>
            <translation>{name}: no se pudo leer ({reason}) ni apartar ({error}); en esta ejecución no se guarda el progreso de las lecciones, para que el archivo se quede como está</translation>
        </message>
        <message>
            <source>{name}: could not be read ({reason}); it was kept as {kept} and lessons start with no progress</source>
            <translation>{name}: no se pudo leer ({reason}); se conservó como {kept} y las lecciones empiezan sin progreso</translation>
        </message>
        <message>
            <source>{name}: progress not saved ({error})</source>
            <translation>{name}: no se guardó el progreso ({error})</translation>
        </message>
    </context>
    <context>
        <name>lesson_slips</name>
        <message>
            <source>That is the number as it is now, before the change the question asks about.</source>
            <translation>Ese es el número de ahora, antes del cambio del que trata la pregunta.</translation>
        </message>
        <message>
            <source>That is the correct computation; the question asks what the slip gives.</source>
            <translation>Ese es el cálculo correcto; la pregunta pide lo que da el error.</translation>
        </message>
        <message>
            <source>That is the scaled score, before the softmax turns it into a weight.</source>
            <translation>Esa es la puntuación escalada, antes de que la softmax la convierta en un peso.</translation>
        </message>
        <message>
            <source>That is the raw score q·k, before the scaling and the softmax.</source>
            <translation>Esa es la puntuación bruta q·k, antes del escalado y de la softmax.</translation>
        </message>
        <message>
            <source>That is the weight without dividing the scores by √d_k first.</source>
            <translation>Ese es el peso sin dividir antes las puntuaciones por √d_k.</translation>
        </message>
        <message>
            <source>That is the weight without the mask (or with the mask after the softmax): the hidden keys still take their share of the row.</source>
            <translation>Ese es el peso sin la máscara (o con la máscara después de la softmax): las claves ocultas siguen llevándose su parte de la fila.</translation>
        </message>
        <message>
            <source>That is a softmax down the column; each query's row is what sums to 1.</source>
            <translation>Eso es una softmax a lo largo de la columna; lo que suma 1 es la fila de cada consulta.</translation>
        </message>
        <message>
            <source>That is e^(scaled score), before dividing by the total of the row.</source>
            <translation>Eso es e^(puntuación escalada), antes de dividir por el total de la fila.</translation>
        </message>
        <message>
            <source>That is the raw score q·k, before dividing by √d_k.</source>
            <translation>Esa es la puntuación bruta q·k, antes de dividir por √d_k.</translation>
        </message>
        <message>
            <source>That multiplies the score by √d_k; the scaling divides by it.</source>
            <translation>Eso multiplica la puntuación por √d_k; el escalado divide por √d_k.</translation>
        </message>
        <message>
            <source>That divides by d_k itself; the scale is its square root, √d_k.</source>
            <translation>Eso divide por el propio d_k; la escala es su raíz cuadrada, √d_k.</translation>
        </message>
        <message>
            <source>That is already divided by √d_k; the raw score is q·k itself.</source>
            <translation>Eso ya está dividido por √d_k; la puntuación bruta es el propio q·k.</translation>
        </message>
        <message>
            <source>That is the weight of {key} on {query}: the wrong way round. A row is a query, a column a key.</source>
            <translation>Ese es el peso que {key} pone en {query}: al revés. Una fila es una consulta; una columna, una clave.</translation>
        </message>
        <message>
            <source>That is the score of {key} with {query}: the wrong way round. A row is a query, a column a key.</source>
            <translation>Esa es la puntuación de {key} con {query}: al revés. Una fila es una consulta; una columna, una clave.</translation>
        </message>
        <message>
            <source>That is the weight of {query} on {other}, not on {key}.</source>
            <translation>Ese es el peso que {query} pone en {other}, no en {key}.</translation>
        </message>
        <message>
            <source>That is the weight of {other} on {key}, not of {query}.</source>
            <translation>Ese es el peso que {other} pone en {key}, no el de {query}.</translation>
        </message>
        <message>
            <source>That is the score of {query} with {other}, not with {key}.</source>
            <translation>Esa es la puntuación de {query} con {other}, no con {key}.</translation>
        </message>
        <message>
            <source>That is the score of {other} with {key}, not of {query}.</source>
            <translation>Esa es la puntuación de {other} con {key}, no la de {query}.</translation>
        </message>
        <message>
            <source>That is the row of {other}, not of {query}.</source>
            <translation>Esa es la fila de {other}, no la de {query}.</translation>
        </message>
        <message>
            <source>That is the column of {other}, not of {key}.</source>
            <translation>Esa es la columna de {other}, no la de {key}.</translation>
        </message>
        <message>
            <source>That is the number of {other} in that column, not of {token}.</source>
            <translation>Ese es el número de {other} en esa columna, no el de {token}.</translation>
        </message>
        <message>
            <source>That is column {other} of {token}, not column {column}.</source>
            <translation>Esa es la columna {other} de {token}, no la columna {column}.</translation>
        </message>
        <message>
            <source>That is the probability of {other}, not of {label}.</source>
            <translation>Esa es la probabilidad de {other}, no la de {label}.</translation>
        </message>
        <message>
            <source>That is the same number in head {other}; the question asks about head {head}.</source>
            <translation>Ese es el mismo número en la cabeza {other}; la pregunta es sobre la cabeza {head}.</translation>
        </message>
        <message>
            <source>That is the same number in layer {other}; the question asks about layer {layer}.</source>
            <translation>Ese es el mismo número en la capa {other}; la pregunta es sobre la capa {layer}.</translation>
        </message>
        <message>
            <source>That is 1 minus the answer: the share of everything else.</source>
            <translation>Eso es 1 menos la respuesta: la parte de todo lo demás.</translation>
        </message>
        <message>
            <source>{label} at position {position}</source>
            <translation>{label} en la posición {position}</translation>
        </message>
    </context>
    <context>
        <name>lesson_summary</name>
        <message>
            <source>Well done: you reached the end of this lesson.</source>
            <translation>Muy bien: has llegado al final de esta lección.</translation>
        </message>
        <message>
            <source>exactly</source>
            <translation>exacto</translation>
        </message>
        <message>
            <source>close enough</source>
            <translation>bastante cerca</translation>
        </message>
        <message>
            <source>off by {off}</source>
            <translation>a {off} de distancia</translation>
        </message>
        <message>
            <source>&lt;b&gt;{title}&lt;/b&gt;: you guessed {guess}, the answer was {answer} ({close})</source>
            <translation>&lt;b&gt;{title}&lt;/b&gt;: estimaste {guess}, la respuesta era {answer} ({close})</translation>
        </message>
        <message>
            <source>; {tries} tries, the last {guess}</source>
            <translation>; {tries} intentos, el último {guess}</translation>
        </message>
        <message>
            <source>&lt;p&gt;Your predictions:&lt;/p&gt;</source>
            <translation>&lt;p&gt;Tus predicciones:&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;No predictions recorded in this lesson yet.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Todavía no hay predicciones registradas en esta lección.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>lesson_values</name>
        <message>
            <source>a number with too many digits</source>
            <translation>un número con demasiadas cifras</translation>
        </message>
        <message>
            <source>the number {number}</source>
            <translation>el número {number}</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>una lista</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>un objeto</translation>
        </message>
    </context>
    <context>
        <name>lesson_verdicts</name>
        <message>
            <source>The answer cannot be computed here: {reason}</source>
            <translation>Aquí no se puede calcular la respuesta: {reason}</translation>
        </message>
        <message>
            <source>You said {guess}:</source>
            <translation>Dijiste {guess}:</translation>
        </message>
        <message>
            <source>not quite</source>
            <translation>no exactamente</translation>
        </message>
        <message>
            <source>The answer is &lt;b&gt;{answer}&lt;/b&gt;{unit}.</source>
            <translation>La respuesta es &lt;b&gt;{answer}&lt;/b&gt;{unit}.</translation>
        </message>
        <message>
            <source>(Next time, type a guess first: predicting is where the learning happens.)</source>
            <translation>(La próxima vez, escribe antes una estimación: predecir es donde se aprende).</translation>
        </message>
        <message>
            <source>✓ exactly</source>
            <translation>✓ exacto</translation>
        </message>
        <message>
            <source>(off by {off}).</source>
            <translation>(a {off} de distancia).</translation>
        </message>
        <message>
            <source>✓ close enough</source>
            <translation>✓ bastante cerca</translation>
        </message>
        <message>
            <source>, off by {off}.</source>
            <translation>, a {off} de distancia.</translation>
        </message>
        <message>
            <source>— {tip} Try again, or Reveal.</source>
            <translation>— {tip} Inténtalo de nuevo, o pulsa Revelar.</translation>
        </message>
    </context>
    <context>
        <name>main_window</name>
        <message>
            <source>Teaching</source>
            <translation>Enseñanza</translation>
        </message>
        <message>
            <source>&amp;Attention</source>
            <translation>A&amp;tención</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <source>&amp;Reset layout</source>
            <translation>&amp;Restablecer la disposición</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Archivo</translation>
        </message>
        <message>
            <source>&amp;New from example</source>
            <translation>&amp;Nuevo a partir de un ejemplo</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Abrir…</translation>
        </message>
        <message>
            <source>Open &amp;recent</source>
            <translation>Abrir &amp;reciente</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Guardar</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>Guardar &amp;como…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <source>Clear list</source>
            <translation>Vaciar la lista</translation>
        </message>
    </context>
    <context>
        <name>matrices</name>
        <message>
            <source>token vectors</source>
            <translation>vectores de los tokens</translation>
        </message>
        <message>
            <source>one row per token, one column per feature</source>
            <translation>una fila por token, una columna por rasgo</translation>
        </message>
        <message>
            <source>source vectors</source>
            <translation>vectores de origen</translation>
        </message>
        <message>
            <source>source</source>
            <translation>origen</translation>
        </message>
        <message>
            <source>one row per source token: its keys and values are made from it</source>
            <translation>una fila por token de origen: de ella se calculan sus claves y valores</translation>
        </message>
        <message>
            <source>positional encoding</source>
            <translation>codificación posicional</translation>
        </message>
        <message>
            <source>added to X</source>
            <translation>sumada a X</translation>
        </message>
        <message>
            <source>= X + positional encoding</source>
            <translation>= X + codificación posicional</translation>
        </message>
        <message>
            <source>layer norm's gain and bias</source>
            <translation>la ganancia y el sesgo de la normalización de capa</translation>
        </message>
        <message>
            <source>gain, bias</source>
            <translation>ganancia, sesgo</translation>
        </message>
        <message>
            <source>× gain + bias, one of each per feature</source>
            <translation>× ganancia + sesgo, uno de cada por rasgo</translation>
        </message>
        <message>
            <source>normalised input</source>
            <translation>entrada normalizada</translation>
        </message>
        <message>
            <source>Normalised</source>
            <translation>Normalizado</translation>
        </message>
        <message>
            <source>= LayerNorm(Z), what the heads read</source>
            <translation>= LayerNorm(Z), lo que leen las cabezas</translation>
        </message>
        <message>
            <source>makes queries</source>
            <translation>genera las consultas</translation>
        </message>
        <message>
            <source>makes keys</source>
            <translation>genera las claves</translation>
        </message>
        <message>
            <source>makes values</source>
            <translation>genera los valores</translation>
        </message>
        <message>
            <source>mixes the heads</source>
            <translation>mezcla las cabezas</translation>
        </message>
        <message>
            <source>mask</source>
            <translation>máscara</translation>
        </message>
        <message>
            <source>Mask</source>
            <translation>Máscara</translation>
        </message>
        <message>
            <source>1 = visible, 0 = hidden (its weight is 0)</source>
            <translation>1 = visible, 0 = oculta (su peso es 0)</translation>
        </message>
        <message>
            <source>scores</source>
            <translation>puntuaciones</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Puntuaciones</translation>
        </message>
        <message>
            <source>scaled scores</source>
            <translation>puntuaciones escaladas</translation>
        </message>
        <message>
            <source>Scaled scores</source>
            <translation>Puntuaciones escaladas</translation>
        </message>
        <message>
            <source>= scores / √d_k</source>
            <translation>= puntuaciones / √d_k</translation>
        </message>
        <message>
            <source>weights</source>
            <translation>pesos</translation>
        </message>
        <message>
            <source>Weights</source>
            <translation>Pesos</translation>
        </message>
        <message>
            <source>= softmax(scores) per row</source>
            <translation>= softmax(puntuaciones) por fila</translation>
        </message>
        <message>
            <source>head output</source>
            <translation>salida de la cabeza</translation>
        </message>
        <message>
            <source>Head output</source>
            <translation>Salida de la cabeza</translation>
        </message>
        <message>
            <source>= weights·V</source>
            <translation>= pesos·V</translation>
        </message>
        <message>
            <source>head outputs side by side</source>
            <translation>salidas de las cabezas una junto a otra</translation>
        </message>
        <message>
            <source>Heads side by side</source>
            <translation>Cabezas una junto a otra</translation>
        </message>
        <message>
            <source>= [head 1 output | head 2 output | …]</source>
            <translation>= [salida de la cabeza 1 | salida de la cabeza 2 | …]</translation>
        </message>
        <message>
            <source>attention output</source>
            <translation>salida de atención</translation>
        </message>
        <message>
            <source>Attention output</source>
            <translation>Salida de atención</translation>
        </message>
        <message>
            <source>= concat(heads)·W_o</source>
            <translation>= concat(cabezas)·W_o</translation>
        </message>
        <message>
            <source>= concat(heads)</source>
            <translation>= concat(cabezas)</translation>
        </message>
        <message>
            <source>residual output</source>
            <translation>salida residual</translation>
        </message>
        <message>
            <source>Residual output</source>
            <translation>Salida residual</translation>
        </message>
        <message>
            <source>= Z + attention output</source>
            <translation>= Z + salida de atención</translation>
        </message>
        <message>
            <source>next-token logits</source>
            <translation>logits del siguiente token</translation>
        </message>
        <message>
            <source>Logits</source>
            <translation>Logits</translation>
        </message>
        <message>
            <source>= last layer's output·W_U</source>
            <translation>= salida de la última capa·W_U</translation>
        </message>
        <message>
            <source>next-token probabilities</source>
            <translation>probabilidades del siguiente token</translation>
        </message>
        <message>
            <source>Next-token probabilities</source>
            <translation>Probabilidades del siguiente token</translation>
        </message>
        <message>
            <source>= softmax(logits) per row</source>
            <translation>= softmax(logits) por fila</translation>
        </message>
        <message>
            <source>{matrix} (layer {layer}, head {head})</source>
            <translation>{matrix} (capa {layer}, cabeza {head})</translation>
        </message>
        <message>
            <source>{matrix} (layer {layer})</source>
            <translation>{matrix} (capa {layer})</translation>
        </message>
        <message>
            <source>{matrix} (head {head})</source>
            <translation>{matrix} (cabeza {head})</translation>
        </message>
    </context>
    <context>
        <name>matrix_entry</name>
        <message>
            <source>gain</source>
            <translation>ganancia</translation>
        </message>
        <message>
            <source>bias</source>
            <translation>sesgo</translation>
        </message>
        <message>
            <source>= layer {layer}'s output, computed (not typed)</source>
            <translation>= salida de la capa {layer}, calculada (no escrita)</translation>
        </message>
    </context>
    <context>
        <name>matrix_exports</name>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>Archivos CSV (*.csv)</translation>
        </message>
        <message>
            <source>LaTeX files (*.tex)</source>
            <translation>Archivos LaTeX (*.tex)</translation>
        </message>
        <message>
            <source>Python files (*.py)</source>
            <translation>Archivos de Python (*.py)</translation>
        </message>
        <message>
            <source>Copy as {format}</source>
            <translation>Copiar como {format}</translation>
        </message>
        <message>
            <source>Save as {format}…</source>
            <translation>Guardar como {format}…</translation>
        </message>
        <message>
            <source>{table} is hidden until you answer the lesson's question: answer it (or press Reveal) to copy or save it.</source>
            <translation>La tabla {table} está oculta hasta que respondas a la pregunta de la lección: respóndela (o pulsa Revelar) para copiarla o guardarla.</translation>
        </message>
        <message>
            <source>Copied {table} as {format}.</source>
            <translation>Se copió {table} como {format}.</translation>
        </message>
        <message>
            <source>Save {table} as {format}</source>
            <translation>Guardar {table} como {format}</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>No se puede guardar</translation>
        </message>
        <message>
            <source>{file}: could not save here ({reason}).</source>
            <translation>{file}: no se pudo guardar aquí ({reason}).</translation>
        </message>
        <message>
            <source>Saved {table} to {file}.</source>
            <translation>Se guardó {table} en {file}.</translation>
        </message>
    </context>
    <context>
        <name>matrix_panel</name>
        <message>
            <source>Rename token {number}</source>
            <translation>Cambiar el nombre del token {number}</translation>
        </message>
        <message>
            <source>Rename source token {number}</source>
            <translation>Cambiar el nombre del token de origen {number}</translation>
        </message>
        <message>
            <source>{name} {formula}{shape}: type a number to change a cell</source>
            <translation>{name} {formula}{shape}: escribe un número para cambiar una celda</translation>
        </message>
        <message>
            <source>{name} {formula}{shape}: worked out by the app from the inputs</source>
            <translation>{name} {formula}{shape}: la aplicación lo calcula a partir de las entradas</translation>
        </message>
    </context>
    <context>
        <name>matrix_rules</name>
        <message>
            <source>{name}: expected a 2-D matrix, found shape {found}</source>
            <translation>{name}: se esperaba una matriz de 2 dimensiones y se encontró la forma {found}</translation>
        </message>
        <message>
            <source>{name}: expected {rows} rows ({meaning}), found shape {found}</source>
            <translation>{name}: se esperaban {rows} filas ({meaning}) y se encontró la forma {found}</translation>
        </message>
        <message>
            <source>{name}: expected {rows} rows, found shape {found}</source>
            <translation>{name}: se esperaban {rows} filas y se encontró la forma {found}</translation>
        </message>
        <message>
            <source>{name}: expected shape {rows} × {columns} ({meaning}), found {found}</source>
            <translation>{name}: se esperaba la forma {rows} × {columns} ({meaning}) y se encontró {found}</translation>
        </message>
        <message>
            <source>{name}: expected shape {rows} × {columns}, found {found}</source>
            <translation>{name}: se esperaba la forma {rows} × {columns} y se encontró {found}</translation>
        </message>
        <message>
            <source>{place}: {number} is not a finite number</source>
            <translation>{place}: {number} no es un número finito</translation>
        </message>
        <message>
            <source>{place}: {number} is too large (the limit is ±{limit})</source>
            <translation>{place}: {number} es demasiado grande (el límite es ±{limit})</translation>
        </message>
        <message>
            <source>{name}: expected {length} numbers ({meaning}), found shape {found}</source>
            <translation>{name}: se esperaban {length} números ({meaning}) y se encontró la forma {found}</translation>
        </message>
    </context>
    <context>
        <name>matrix_table</name>
        <message>
            <source>These numbers are worked out by the app: change the inputs instead.</source>
            <translation>Estos números los calcula la aplicación: cambia las entradas en su lugar.</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>Paste</source>
            <translation>Pegar</translation>
        </message>
        <message>
            <source>Clear (set to 0)</source>
            <translation>Borrar (poner a 0)</translation>
        </message>
        <message>
            <source>Rename token</source>
            <translation>Cambiar el nombre del token</translation>
        </message>
        <message>
            <source>New label for row {row}:</source>
            <translation>Nueva etiqueta para la fila {row}:</translation>
        </message>
    </context>
    <context>
        <name>mistakes_lab</name>
        <message>
            <source>The softmax ran down each column instead of across each row. Now every &lt;i&gt;column&lt;/i&gt; sums to 1 and the rows do not. In the correct weights it is the other way round: the rows sum to 1 and the columns can be anything.</source>
            <translation>La softmax se aplicó columna abajo en lugar de a lo largo de cada fila. Ahora cada &lt;i&gt;columna&lt;/i&gt; suma 1 y las filas no. En los pesos correctos es al revés: las filas suman 1 y las columnas pueden sumar cualquier cosa.</translation>
        </message>
        <message>
            <source>The softmax ran over every key, hidden ones included, and the hidden weights were set to 0 afterwards. Their share is lost, so a row with a hidden key sums to less than 1 and its output is a shrunken average. The correct way hides keys first (score −∞), so the visible keys share the whole budget.</source>
            <translation>La softmax se aplicó a todas las claves, incluidas las ocultas, y después los pesos ocultos se pusieron a 0. Su parte se pierde, así que una fila con una clave oculta suma menos de 1 y su salida es una media encogida. La forma correcta oculta antes las claves (puntuación −∞), para que las claves visibles se repartan todo el presupuesto.</translation>
        </message>
        <message>
            <source>The scores were not divided by √d_k. The rows still sum to 1, so the sanity checks &lt;b&gt;pass&lt;/b&gt;: only a comparison with a known answer catches this one. Every row is sharper than it should be, and with wide vectors softmax saturates.</source>
            <translation>Las puntuaciones no se dividieron por √d_k. Las filas siguen sumando 1, así que las comprobaciones básicas &lt;b&gt;se superan&lt;/b&gt;: solo una comparación con una respuesta conocida atrapa este error. Cada fila es más aguda de lo que debería, y con vectores anchos la softmax se satura.</translation>
        </message>
        <message>
            <source>Mistake to show</source>
            <translation>Error que mostrar</translation>
        </message>
        <message>
            <source>Which common slip to compare with the correct weights</source>
            <translation>Qué despiste frecuente comparar con los pesos correctos</translation>
        </message>
        <message>
            <source>correct</source>
            <translation>correctos</translation>
        </message>
        <message>
            <source>Weights correct: rows are queries, columns keys</source>
            <translation>Pesos correctos: las filas son consultas; las columnas, claves</translation>
        </message>
        <message>
            <source>with the mistake</source>
            <translation>con el error</translation>
        </message>
        <message>
            <source>Weights with the mistake: rows are queries, columns keys</source>
            <translation>Pesos con el error: las filas son consultas; las columnas, claves</translation>
        </message>
        <message>
            <source>key</source>
            <translation>clave</translation>
        </message>
        <message>
            <source>query</source>
            <translation>consulta</translation>
        </message>
        <message>
            <source>Switch the causal mask on</source>
            <translation>Activar la máscara causal</translation>
        </message>
        <message>
            <source>Hide the later keys, so that masking after the softmax has something to get wrong (Ctrl+Z undoes it)</source>
            <translation>Oculta las claves posteriores, para que aplicar la máscara después de la softmax tenga algo que hacer mal (Ctrl+Z lo deshace)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Sanity checks on the weights with the mistake&lt;/b&gt;</source>
            <translation>&lt;b&gt;Comprobaciones básicas de los pesos con el error&lt;/b&gt;</translation>
        </message>
        <message>
            <source>The mistake, its weights and its checks</source>
            <translation>El error, sus pesos y sus comprobaciones</translation>
        </message>
        <message>
            <source>The correct weights beside the weights with the mistake, their row and column sums, and the sanity checks on the wrong ones</source>
            <translation>Los pesos correctos junto a los pesos con el error, sus sumas por filas y por columnas, y las comprobaciones básicas de los erróneos</translation>
        </message>
        <message>
            <source>rows sum to: {rows}&lt;br&gt;columns sum to: {columns}</source>
            <translation>las filas suman: {rows}&lt;br&gt;las columnas suman: {columns}</translation>
        </message>
        <message>
            <source>&lt;i&gt;Nothing is masked in this example, so the mistake changes nothing here: switch the causal mask on to see it.&lt;/i&gt;</source>
            <translation>&lt;i&gt;En este ejemplo no hay nada enmascarado, así que el error no cambia nada aquí: activa la máscara causal para verlo.&lt;/i&gt;</translation>
        </message>
        <message>
            <source>Largest weight per row: correct {correct}; without √d_k {wrong}.</source>
            <translation>Mayor peso por fila: correcto {correct}; sin √d_k {wrong}.</translation>
        </message>
        <message>
            <source>Here the first column of the correct weights adds up to {terms} = &lt;b&gt;{total}&lt;/b&gt; (exactly {exact}).</source>
            <translation>Aquí la primera columna de los pesos correctos suma {terms} = &lt;b&gt;{total}&lt;/b&gt; (exactamente {exact}).</translation>
        </message>
    </context>
    <context>
        <name>numbers_text</name>
        <message>
            <source>not a number</source>
            <translation>no es un número</translation>
        </message>
        <message>
            <source>, </source>
            <comment>what parts the numbers of a list</comment>
            <translation>, </translation>
        </message>
        <message numerus="yes">
            <source>… %n more key(s)</source>
            <translation>
                <numerusform>… %n clave más</numerusform>
                <numerusform>… %n claves más</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… %n more term(s)</source>
            <translation>
                <numerusform>… %n término más</numerusform>
                <numerusform>… %n términos más</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… %n more</source>
            <translation>
                <numerusform>… %n más</numerusform>
                <numerusform>… %n más</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>panel_catalogue</name>
        <message>
            <source>No W_o: the heads' outputs are only placed side by side. Switch W_o on in the toolbar.</source>
            <translation>Sin W_o: las salidas de las cabezas solo se colocan una junto a otra. Activa W_o en la barra de herramientas.</translation>
        </message>
        <message>
            <source>No residual: {reason}.</source>
            <translation>Sin conexión residual: {reason}.</translation>
        </message>
        <message>
            <source>{input}, the input of layer {layer}, is layer {before}'s output, worked out by the app: it cannot be typed. To change it, edit layer {before}'s W's and W_o here, or choose layer 1 and edit X.</source>
            <translation>{input}, la entrada de la capa {layer}, es la salida de la capa {before}, calculada por la aplicación: no se puede escribir. Para cambiarla, edita aquí las W y la W_o de la capa {before}, o elige la capa 1 y edita X.</translation>
        </message>
        <message>
            <source>Each row is its token's entry of the vocabulary (a row of W_E): editing it changes every occurrence of that token.</source>
            <translation>Cada fila es la entrada del vocabulario de su token (una fila de W_E): editarla cambia cada aparición de ese token.</translation>
        </message>
        <message>
            <source>{name} of K/V group {group}: an edit here changes {heads}.</source>
            <translation>{name} del grupo K/V {group}: un cambio aquí modifica {heads}.</translation>
        </message>
    </context>
    <context>
        <name>pin_cells</name>
        <message>
            <source>{number}, up {change} since the pin (was {old})</source>
            <translation>{number}, ha subido {change} desde la fijación (era {old})</translation>
        </message>
        <message>
            <source>{number}, down {change} since the pin (was {old})</source>
            <translation>{number}, ha bajado {change} desde la fijación (era {old})</translation>
        </message>
        <message>
            <source>{number}
the same as at the pin</source>
            <translation>{number}
igual que en la fijación</translation>
        </message>
        <message>
            <source>{number}
at the pin: {old}
change: {change}</source>
            <translation>{number}
en la fijación: {old}
cambio: {change}</translation>
        </message>
    </context>
    <context>
        <name>pin_compare</name>
        <message>
            <source>Head {head} did not exist at the pin: nothing to compare.</source>
            <translation>La cabeza {head} no existía al fijar: no hay nada que comparar.</translation>
        </message>
        <message>
            <source>{matrix} did not exist at the pin: nothing to compare.</source>
            <translation>{matrix} no existía al fijar: no hay nada que comparar.</translation>
        </message>
        <message>
            <source>{matrix} was {before} at the pin and is {now} now: sizes differ, so it is not compared.</source>
            <translation>{matrix} era de {before} al fijar y ahora es de {now}: los tamaños difieren, así que no se compara.</translation>
        </message>
        <message>
            <source>The tokens changed since the pin: rows are compared by position.</source>
            <translation>Los tokens han cambiado desde que fijaste: las filas se comparan por posición.</translation>
        </message>
        <message>
            <source>The tokens moved since the pin: each is compared with itself.</source>
            <translation>Los tokens se han movido desde que fijaste: cada uno se compara consigo mismo.</translation>
        </message>
    </context>
    <context>
        <name>pin_controls</name>
        <message>
            <source>Pin</source>
            <translation>Fijar</translation>
        </message>
        <message>
            <source>Pin: keep the numbers as they are now; every matrix then shows what your next edits change (old number under the new one, ▲ up, ▼ down). {key} again unpins.</source>
            <translation>Fijar: guarda los números tal como están ahora; después cada matriz muestra lo que cambian tus siguientes ediciones (el número antiguo bajo el nuevo, ▲ sube, ▼ baja). {key} otra vez deja de fijar.</translation>
        </message>
        <message>
            <source>Pin the numbers to compare with</source>
            <translation>Fijar los números con los que comparar</translation>
        </message>
        <message>
            <source>Pinned</source>
            <translation>Fijado</translation>
        </message>
        <message>
            <source>Pinned: changed numbers now show their old value under them, and the old bars are drawn dashed. {key} unpins.</source>
            <translation>Fijado: los números que cambian muestran ahora su valor antiguo debajo, y las barras antiguas se dibujan discontinuas. {key} deja de fijar.</translation>
        </message>
    </context>
    <context>
        <name>pipeline_view</name>
        <message>
            <source>The computation, stage after stage</source>
            <translation>El cálculo, etapa tras etapa</translation>
        </message>
        <message>
            <source>Show the weights as a table of numbers</source>
            <translation>Muestra los pesos como una tabla de números</translation>
        </message>
        <message>
            <source>Weights as numbers</source>
            <translation>Pesos como números</translation>
        </message>
    </context>
    <context>
        <name>plot_focus</name>
        <message>
            <source>no numbers on show</source>
            <translation>no hay números a la vista</translation>
        </message>
    </context>
    <context>
        <name>positional</name>
        <message>
            <source>"learned" positions need their matrix W_pos</source>
            <translation>las posiciones "learned" necesitan su matriz W_pos</translation>
        </message>
        <message>
            <source>W_pos has {positions} positions, fewer than the {tokens} tokens</source>
            <translation>W_pos tiene {positions} posiciones, menos que los {tokens} tokens</translation>
        </message>
    </context>
    <context>
        <name>prediction_text</name>
        <message>
            <source>type a number first</source>
            <translation>escribe antes un número</translation>
        </message>
        <message>
            <source>“{text}” is not a number I can read (try 0.95, 95% or 1/3)</source>
            <translation>“{text}” no es un número que yo pueda leer (prueba 0,95, 95% o 1/3)</translation>
        </message>
        <message>
            <source>that is not a finite number</source>
            <translation>eso no es un número finito</translation>
        </message>
    </context>
    <context>
        <name>predictions_view</name>
        <message>
            <source>1st next token: {token}, probability {probability}</source>
            <translation>1.er token siguiente: {token}, probabilidad {probability}</translation>
        </message>
        <message>
            <source>2nd next token: {token}, probability {probability}</source>
            <translation>2.º token siguiente: {token}, probabilidad {probability}</translation>
        </message>
        <message>
            <source>3rd next token: {token}, probability {probability}</source>
            <translation>3.er token siguiente: {token}, probabilidad {probability}</translation>
        </message>
        <message>
            <source>4th next token: {token}, probability {probability}</source>
            <translation>4.º token siguiente: {token}, probabilidad {probability}</translation>
        </message>
        <message>
            <source>5th next token: {token}, probability {probability}</source>
            <translation>5.º token siguiente: {token}, probabilidad {probability}</translation>
        </message>
        <message>
            <source>Next-token predictions (computed)</source>
            <translation>Predicciones del siguiente token (calculadas)</translation>
        </message>
        <message>
            <source>For each position, the likeliest next tokens and their probabilities</source>
            <translation>Para cada posición, los tokens siguientes más probables y sus probabilidades</translation>
        </message>
    </context>
    <context>
        <name>preferences</name>
        <message>
            <source>Follow the system</source>
            <translation>Seguir al sistema</translation>
        </message>
        <message>
            <source>Follow the system ({language})</source>
            <translation>Seguir al sistema ({language})</translation>
        </message>
        <message>
            <source>Use these choices and close</source>
            <translation>Usar lo elegido y cerrar</translation>
        </message>
        <message>
            <source>Use these choices and keep the dialog open</source>
            <translation>Usar lo elegido y dejar abierto el diálogo</translation>
        </message>
        <message>
            <source>Close without using the choices made here</source>
            <translation>Cerrar sin usar lo elegido aquí</translation>
        </message>
        <message>
            <source>Put the defaults in the fields (nothing is used until OK or Apply)</source>
            <translation>Pon los valores predeterminados en los campos (no se usa nada hasta Aceptar o Aplicar)</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>Preferencias</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Tema</translation>
        </message>
        <message>
            <source>The window's colours; high contrast for a projector</source>
            <translation>Los colores de la ventana; alto contraste para un proyector</translation>
        </message>
        <message>
            <source>Zoom in percent</source>
            <translation>Zoom en porcentaje</translation>
        </message>
        <message>
            <source>How large the window's text and numbers are</source>
            <translation>Qué tamaño tienen el texto y los números de la ventana</translation>
        </message>
        <message>
            <source>Colour map of the weights</source>
            <translation>Mapa de colores de los pesos</translation>
        </message>
        <message>
            <source>The colours of the weights heatmap, from 0 to 1</source>
            <translation>Los colores del mapa de calor de los pesos, de 0 a 1</translation>
        </message>
        <message>
            <source>Colour map of the scores</source>
            <translation>Mapa de colores de las puntuaciones</translation>
        </message>
        <message>
            <source>The colours of the scores heatmap, negative to positive</source>
            <translation>Los colores del mapa de calor de las puntuaciones, de negativo a positivo</translation>
        </message>
        <message>
            <source>Decimals shown</source>
            <translation>Decimales que se muestran</translation>
        </message>
        <message>
            <source>How many digits every number shows</source>
            <translation>Cuántas cifras muestra cada número</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>The language of the window and the lessons, from the next start</source>
            <translation>El idioma de la ventana y de las lecciones, a partir del próximo inicio</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Idioma:</translation>
        </message>
        <message>
            <source>&amp;Theme:</source>
            <translation>&amp;Tema:</translation>
        </message>
        <message>
            <source>&amp;Zoom:</source>
            <translation>&amp;Zoom:</translation>
        </message>
        <message>
            <source>&amp;Weights colours:</source>
            <translation>Colores de los pe&amp;sos:</translation>
        </message>
        <message>
            <source>&amp;Scores colours:</source>
            <translation>Colores de las &amp;puntuaciones:</translation>
        </message>
        <message>
            <source>&amp;Decimals shown:</source>
            <translation>&amp;Decimales que se muestran:</translation>
        </message>
        <message>
            <source>The colour maps read the same for the common kinds of colour blindness. Zoom also works with Ctrl + Plus, Ctrl + Minus and Ctrl + 0.</source>
            <translation>Los mapas de colores se leen igual con los tipos comunes de daltonismo. El zoom también funciona con Ctrl + Más, Ctrl + Menos y Ctrl + 0.</translation>
        </message>
    </context>
    <context>
        <name>presentation</name>
        <message>
            <source>Present</source>
            <translation>Presentar</translation>
        </message>
        <message>
            <source>Presentation mode: full screen, large, step by step (F5; Esc leaves)</source>
            <translation>Modo presentación: pantalla completa, en grande, paso a paso (F5; Esc para salir)</translation>
        </message>
        <message>
            <source>Presentation mode</source>
            <translation>Modo presentación</translation>
        </message>
        <message>
            <source>Leave presentation</source>
            <translation>Salir de la presentación</translation>
        </message>
        <message>
            <source>✕ Leave (Esc)</source>
            <translation>✕ Salir (Esc)</translation>
        </message>
        <message>
            <source>Leave presentation mode (Esc)</source>
            <translation>Salir del modo presentación (Esc)</translation>
        </message>
        <message>
            <source>Leave presentation mode</source>
            <translation>Salir del modo presentación</translation>
        </message>
    </context>
    <context>
        <name>presets</name>
        <message>
            <source>Examples</source>
            <translation>Ejemplos</translation>
        </message>
        <message>
            <source>Trained models</source>
            <translation>Modelos entrenados</translation>
        </message>
        <message>
            <source>{file}: expected an object with a "presets" list</source>
            <translation>{file}: se esperaba un objeto con una lista "presets"</translation>
        </message>
        <message>
            <source>{file}: presets[{index}] is not an object</source>
            <translation>{file}: presets[{index}] no es un objeto</translation>
        </message>
        <message>
            <source>{file}: presets[{index}] needs a plain file name</source>
            <translation>{file}: presets[{index}] necesita un nombre de archivo simple</translation>
        </message>
        <message>
            <source>{file}: presets[{index}].description must be text</source>
            <translation>{file}: presets[{index}].description debe ser texto</translation>
        </message>
        <message>
            <source>{file}: presets[{index}].group must be text</source>
            <translation>{file}: presets[{index}].group debe ser texto</translation>
        </message>
        <message>
            <source>{file}: presets[{index}].welcome must be true or false</source>
            <translation>{file}: presets[{index}].welcome debe ser true o false</translation>
        </message>
        <message>
            <source>no built-in preset called "{name}"; the presets are: {names}</source>
            <translation>no hay ningún ejemplo incorporado llamado "{name}"; los ejemplos son: {names}</translation>
        </message>
        <message>
            <source>(this file cannot be read)</source>
            <translation>(este archivo no se puede leer)</translation>
        </message>
        <message>
            <source>no trained model called "{name}"; the models are: {names}</source>
            <translation>no hay ningún modelo entrenado llamado "{name}"; los modelos son: {names}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>ninguno</translation>
        </message>
    </context>
    <context>
        <name>query_chart</name>
        <message>
            <source>weights of "{token}"</source>
            <translation>pesos de "{token}"</translation>
        </message>
        <message>
            <source>key</source>
            <translation>clave</translation>
        </message>
        <message>
            <source>weight</source>
            <translation>peso</translation>
        </message>
    </context>
    <context>
        <name>query_key_heatmap</name>
        <message>
            <source>hidden until you answer the lesson's question</source>
            <translation>oculto hasta que respondas a la pregunta de la lección</translation>
        </message>
        <message>
            <source>query "{query}" → key "{key}"</source>
            <translation>consulta "{query}" → clave "{key}"</translation>
        </message>
        <message>
            <source>score q·k = {score}</source>
            <translation>puntuación q·k = {score}</translation>
        </message>
        <message>
            <source>scaled score = {score} / √{d_k} = {scaled}</source>
            <translation>puntuación escalada = {score} / √{d_k} = {scaled}</translation>
        </message>
        <message>
            <source>weight = {weight}</source>
            <translation>peso = {weight}</translation>
        </message>
        <message>
            <source>masked: this query may not see this key (weight exactly 0)</source>
            <translation>enmascarada: esta consulta no puede ver esta clave (peso exactamente 0)</translation>
        </message>
        <message>
            <source>weight at the pin = {weight}</source>
            <translation>peso al fijar = {weight}</translation>
        </message>
        <message>
            <source>{what} heatmap: rows are queries, columns keys</source>
            <translation>Mapa de calor de {what}: las filas son consultas; las columnas, claves</translation>
        </message>
        <message>
            <source>key</source>
            <translation>clave</translation>
        </message>
        <message>
            <source>query</source>
            <translation>consulta</translation>
        </message>
    </context>
    <context>
        <name>recovery</name>
        <message>
            <source>Work</source>
            <translation>Trabajo</translation>
        </message>
        <message>
            <source>Saved</source>
            <translation>Guardado</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Tamaño</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>untitled</source>
            <translation>sin título</translation>
        </message>
        <message>
            <source>Restore unsaved work?</source>
            <translation>¿Restaurar el trabajo sin guardar?</translation>
        </message>
        <message>
            <source>selfattn-gui did not close normally last time. It kept these copies of unsaved work:</source>
            <translation>selfattn-gui no se cerró con normalidad la última vez. Conservó estas copias de trabajo sin guardar:</translation>
        </message>
        <message>
            <source>Restore opens one copy in this window. The others stay in the recovery folder and are offered again the next time selfattn-gui starts. Delete removes a copy for good. The folder: {folder}</source>
            <translation>Restaurar abre una copia en esta ventana. Las demás se quedan en la carpeta de recuperación y se ofrecen de nuevo la próxima vez que se inicie selfattn-gui. Borrar elimina una copia para siempre. La carpeta: {folder}</translation>
        </message>
        <message>
            <source>&amp;Restore in this window</source>
            <translation>&amp;Restaurar en esta ventana</translation>
        </message>
        <message>
            <source>&amp;Delete copy…</source>
            <translation>&amp;Borrar la copia…</translation>
        </message>
        <message>
            <source>&amp;Keep all for later</source>
            <translation>&amp;Guardarlas todas para más tarde</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>desconocido</translation>
        </message>
        <message>
            <source>can be restored</source>
            <translation>se puede restaurar</translation>
        </message>
        <message>
            <source>damaged, kept: {problem}</source>
            <translation>dañada, se conserva: {problem}</translation>
        </message>
        <message>
            <source>Why it cannot be restored: {reason}</source>
            <translation>Por qué no se puede restaurar: {reason}</translation>
        </message>
        <message>
            <source>Could not delete “{name}”: {reason} ({file}). It is kept.</source>
            <translation>No se pudo borrar “{name}”: {reason} ({file}). Se conserva.</translation>
        </message>
        <message>
            <source>Delete this copy?</source>
            <translation>¿Borrar esta copia?</translation>
        </message>
        <message>
            <source>Delete the unsaved work “{name}” for good? This cannot be undone.</source>
            <translation>¿Borrar para siempre el trabajo sin guardar “{name}”? No se puede deshacer.</translation>
        </message>
        <message>
            <source>Could not look for unsaved work from last time: {problem}.</source>
            <translation>No se pudo buscar trabajo sin guardar de la última vez: {problem}.</translation>
        </message>
        <message>
            <source>Restored “{name}”. Its recovery copy is kept, because this window cannot back the work up: {error}.</source>
            <translation>Se restauró “{name}”. Su copia de recuperación se conserva, porque esta ventana no puede hacer copia de seguridad del trabajo: {error}.</translation>
        </message>
        <message>
            <source>Restored “{name}”. Its old recovery copy could not be removed ({reason}), so it will be offered again.</source>
            <translation>Se restauró “{name}”. No se pudo borrar su antigua copia de recuperación ({reason}), así que se ofrecerá de nuevo.</translation>
        </message>
        <message numerus="yes">
            <source>Restored “{name}”. %n other copies are kept for the next start.</source>
            <translation>
                <numerusform>Se restauró “{name}”. Se conserva %n copia más para el próximo inicio.</numerusform>
                <numerusform>Se restauró “{name}”. Se conservan %n copias más para el próximo inicio.</numerusform>
            </translation>
        </message>
        <message>
            <source>Restored “{name}”. 1 other copy is kept for the next start.</source>
            <translation>Se restauró “{name}”. Se conserva 1 copia más para el próximo inicio.</translation>
        </message>
        <message>
            <source>Restored “{name}”.</source>
            <translation>Se restauró “{name}”.</translation>
        </message>
        <message>
            <source>Not backed up</source>
            <translation>Sin copia de seguridad</translation>
        </message>
        <message>
            <source>Backups work again: your unsaved work is being kept safe.</source>
            <translation>Las copias de seguridad vuelven a funcionar: tu trabajo sin guardar está a salvo.</translation>
        </message>
        <message>
            <source>Your work is not being backed up: {reason}. Save it with File → Save to keep it safe; selfattn-gui keeps trying.</source>
            <translation>No se está haciendo copia de seguridad de tu trabajo: {reason}. Guárdalo con Archivo → Guardar para tenerlo a salvo; selfattn-gui lo sigue intentando.</translation>
        </message>
    </context>
    <context>
        <name>recovery_copies</name>
        <message>
            <source>{name}: cannot be restored</source>
            <translation>{name}: no se puede restaurar</translation>
        </message>
        <message>
            <source>{folder} is a file, not a folder</source>
            <translation>{folder} es un archivo, no una carpeta</translation>
        </message>
        <message>
            <source>cannot read {folder} ({reason})</source>
            <translation>no se puede leer {folder} ({reason})</translation>
        </message>
        <message>
            <source>{name}: cannot tell whether a running selfattn-gui still uses this copy ({reason})</source>
            <translation>{name}: no se sabe si un selfattn-gui en ejecución sigue usando esta copia ({reason})</translation>
        </message>
        <message>
            <source>{name} is missing: only the details of this copy are left, not the work</source>
            <translation>falta {name}: de esta copia solo quedan sus datos, no el trabajo</translation>
        </message>
        <message>
            <source>{name} is a link, not a recovery copy</source>
            <translation>{name} es un enlace, no una copia de recuperación</translation>
        </message>
        <message>
            <source>{name}: cannot read it ({reason})</source>
            <translation>{name}: no se puede leer ({reason})</translation>
        </message>
        <message>
            <source>{name} is a folder, not the details of a recovery copy</source>
            <translation>{name} es una carpeta, no los datos de una copia de recuperación</translation>
        </message>
        <message>
            <source>{name} is not an ordinary file</source>
            <translation>{name} no es un archivo normal</translation>
        </message>
        <message>
            <source>{name}: {size} bytes is far too big for the details of a copy (at most {limit})</source>
            <translation>{name}: {size} bytes es demasiado para los datos de una copia (como mucho {limit})</translation>
        </message>
        <message>
            <source>{name}: not UTF-8 text (bad byte at offset {offset})</source>
            <translation>{name}: no es texto UTF-8 (byte erróneo en la posición {offset})</translation>
        </message>
        <message>
            <source>{name}: expected a JSON object, found {found}</source>
            <translation>{name}: se esperaba un objeto JSON y se encontró {found}</translation>
        </message>
        <message>
            <source>{name}: {problem}</source>
            <translation>{name}: {problem}</translation>
        </message>
        <message>
            <source>pid: expected a process number, found {found}</source>
            <translation>pid: se esperaba un número de proceso y se encontró {found}</translation>
        </message>
        <message>
            <source>path: expected the file's path as text or null, found {found}</source>
            <translation>path: se esperaba la ruta del archivo como texto o null y se encontró {found}</translation>
        </message>
        <message>
            <source>path: expected the full path of a session file</source>
            <translation>path: se esperaba la ruta completa de un archivo de sesión</translation>
        </message>
        <message>
            <source>title: expected text, found {found}</source>
            <translation>title: se esperaba texto y se encontró {found}</translation>
        </message>
    </context>
    <context>
        <name>residual_note</name>
        <message>
            <source>the attention output is {width} wide but the token vectors are {d_in} wide: add W_o to project it back to {d_in}</source>
            <translation>la salida de atención tiene {width} de ancho, pero los vectores de los tokens tienen {d_in}: añade W_o para proyectarla de vuelta a {d_in}</translation>
        </message>
        <message>
            <source>the attention output is {width} wide but the token vectors are {d_in} wide: give W_o {d_in} columns</source>
            <translation>la salida de atención tiene {width} de ancho, pero los vectores de los tokens tienen {d_in}: da a W_o {d_in} columnas</translation>
        </message>
        <message>
            <source>the attention output is {width} wide but the layer's input is {d_in} wide: add W_o to project it back to {d_in}</source>
            <translation>la salida de atención tiene {width} de ancho, pero la entrada de la capa tiene {d_in}: añade W_o para proyectarla de vuelta a {d_in}</translation>
        </message>
        <message>
            <source>the attention output is {width} wide but the layer's input is {d_in} wide: give W_o {d_in} columns</source>
            <translation>la salida de atención tiene {width} de ancho, pero la entrada de la capa tiene {d_in}: da a W_o {d_in} columnas</translation>
        </message>
    </context>
    <context>
        <name>resources</name>
        <message>
            <source>the app's resources folder is missing; looked in: {folders}</source>
            <translation>falta la carpeta de recursos de la aplicación; se buscó en: {folders}</translation>
        </message>
    </context>
    <context>
        <name>restart</name>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>The new language shows when selfattn-gui starts again.</source>
            <translation>El nuevo idioma aparecerá cuando selfattn-gui se vuelva a iniciar.</translation>
        </message>
        <message>
            <source>Start again now? You will be asked to save unsaved work first.</source>
            <translation>¿Reiniciar ahora? Antes se te pedirá que guardes el trabajo sin guardar.</translation>
        </message>
        <message>
            <source>Start again now</source>
            <translation>Reiniciar ahora</translation>
        </message>
        <message>
            <source>Later</source>
            <translation>Más tarde</translation>
        </message>
    </context>
    <context>
        <name>scale_explorer</name>
        <message>
            <source>Sharpness</source>
            <translation>Agudeza</translation>
        </message>
        <message>
            <source>How a factor on the scores sharpens a row</source>
            <translation>Cómo un factor sobre las puntuaciones afila una fila</translation>
        </message>
        <message>
            <source>Width d_k</source>
            <translation>Ancho d_k</translation>
        </message>
        <message>
            <source>Why the scores are divided by √d_k</source>
            <translation>Por qué las puntuaciones se dividen por √d_k</translation>
        </message>
        <message>
            <source>Shift a row</source>
            <translation>Desplazar una fila</translation>
        </message>
        <message>
            <source>Adding one number to a row changes nothing</source>
            <translation>Sumar un mismo número a una fila no cambia nada</translation>
        </message>
        <message>
            <source>Factor the scores are multiplied by</source>
            <translation>Factor por el que se multiplican las puntuaciones</translation>
        </message>
        <message>
            <source>The arrow keys move it: left flattens the weights, right sharpens them; the middle is × 1, the app's own weights</source>
            <translation>Las flechas lo mueven: la izquierda aplana los pesos, la derecha los afila; en el centro está × 1, los pesos de la propia aplicación</translation>
        </message>
        <message>
            <source>Weights of the example row at this factor</source>
            <translation>Pesos de la fila de ejemplo con este factor</translation>
        </message>
        <message>
            <source>flat</source>
            <translation>plana</translation>
        </message>
        <message>
            <source>one-hot</source>
            <translation>one-hot</translation>
        </message>
        <message>
            <source>Softmax of the selected query's scaled scores, each first multiplied by a factor (1 / temperature). Near 0 every key gets the same share; large factors give everything to the best key. At × 1 you see the app's weights.</source>
            <translation>Softmax de las puntuaciones escaladas de la consulta seleccionada, cada una multiplicada antes por un factor (1 / temperatura). Cerca de 0, todas las claves reciben la misma parte; los factores grandes se lo dan todo a la mejor clave. Con × 1 ves los pesos de la aplicación.</translation>
        </message>
        <message>
            <source>Scores and weights at each width d_k</source>
            <translation>Puntuaciones y pesos con cada ancho d_k</translation>
        </message>
        <message>
            <source>Per d_k: the spread of the scores and the top weight and gradient, with and without ÷ √d_k</source>
            <translation>Para cada d_k: la dispersión de las puntuaciones y el mayor peso y el gradiente, con y sin ÷ √d_k</translation>
        </message>
        <message>
            <source>spread
q·k</source>
            <translation>dispersión
q·k</translation>
        </message>
        <message>
            <source>spread
q·k / √d_k</source>
            <translation>dispersión
q·k / √d_k</translation>
        </message>
        <message>
            <source>top weight
no ÷</source>
            <translation>mayor peso
sin ÷</translation>
        </message>
        <message>
            <source>top weight
÷ √d_k</source>
            <translation>mayor peso
÷ √d_k</translation>
        </message>
        <message>
            <source>gradient
no ÷</source>
            <translation>gradiente
sin ÷</translation>
        </message>
        <message>
            <source>gradient
÷ √d_k</source>
            <translation>gradiente
÷ √d_k</translation>
        </message>
        <message>
            <source>Random queries and keys with entries of spread 1 (a fixed seed, so the same numbers every time), 16 keys per query. Without the division the scores spread like √d_k, the softmax becomes nearly one-hot and its gradient shrinks: it stops learning. With ÷√d_k the spread stays near 1 at every width.</source>
            <translation>Consultas y claves aleatorias con componentes de dispersión 1 (con una semilla fija, así que siempre los mismos números), 16 claves por consulta. Sin la división, las puntuaciones se dispersan como √d_k, la softmax se vuelve casi one-hot y su gradiente se encoge: deja de aprender. Con ÷√d_k la dispersión se mantiene cerca de 1 con cualquier ancho.</translation>
        </message>
        <message>
            <source>Constant added to every score of the row</source>
            <translation>Constante sumada a cada puntuación de la fila</translation>
        </message>
        <message>
            <source>Type a number or use the arrow keys; the table shows the weights do not change</source>
            <translation>Escribe un número o usa las flechas; la tabla muestra que los pesos no cambian</translation>
        </message>
        <message>
            <source>The row's scores and weights, before and after the shift</source>
            <translation>Las puntuaciones y los pesos de la fila, antes y después del desplazamiento</translation>
        </message>
        <message>
            <source>One column per key; rows: the scores, the scores plus the constant, and the weights before and after</source>
            <translation>Una columna por clave; filas: las puntuaciones, las puntuaciones más la constante, y los pesos antes y después</translation>
        </message>
        <message>
            <source>Add to every score of the row:</source>
            <translation>Suma a cada puntuación de la fila:</translation>
        </message>
        <message>
            <source>Softmax only looks at the differences between the scores of a row. Add the same number to all of them and every e^score is multiplied by the same factor, which cancels when the row is divided by its total.</source>
            <translation>La softmax solo mira las diferencias entre las puntuaciones de una fila. Suma el mismo número a todas y cada e^puntuación se multiplica por el mismo factor, que se cancela al dividir la fila por su total.</translation>
        </message>
        <message>
            <source>Select a query token to see its row.</source>
            <translation>Selecciona un token de consulta para ver su fila.</translation>
        </message>
        <message>
            <source>scores × {factor}  ·  largest weight {weight}</source>
            <translation>puntuaciones × {factor}  ·  mayor peso {weight}</translation>
        </message>
        <message>
            <source>The row's numbers are hidden until you answer the lesson's question.</source>
            <translation>Los números de la fila están ocultos hasta que respondas a la pregunta de la lección.</translation>
        </message>
        <message>
            <source>scores of "{token}"</source>
            <translation>puntuaciones de "{token}"</translation>
        </message>
        <message>
            <source>scores + {constant}</source>
            <translation>puntuaciones + {constant}</translation>
        </message>
        <message>
            <source>weights</source>
            <translation>pesos</translation>
        </message>
        <message>
            <source>weights after + {constant}</source>
            <translation>pesos tras + {constant}</translation>
        </message>
        <message>
            <source>masked</source>
            <translation>enmascarada</translation>
        </message>
        <message>
            <source>✓ The weights are exactly the same.</source>
            <translation>✓ Los pesos son exactamente los mismos.</translation>
        </message>
        <message>
            <source>✓ The weights are the same (they differ by {gap}: rounding only).</source>
            <translation>✓ Los pesos son los mismos (difieren en {gap}: solo redondeo).</translation>
        </message>
        <message>
            <source>The weights differ by up to {gap}.</source>
            <translation>Los pesos difieren hasta en {gap}.</translation>
        </message>
    </context>
    <context>
        <name>session_fields</name>
        <message>
            <source>This is not a selfattn-gui session file.</source>
            <translation>Este no es un archivo de sesión de selfattn-gui.</translation>
        </message>
        <message>
            <source>This session file was made by a newer selfattn-gui.</source>
            <translation>Este archivo de sesión lo creó un selfattn-gui más reciente.</translation>
        </message>
        <message>
            <source>This session file has a mistake in it, so it cannot be opened.</source>
            <translation>Este archivo de sesión tiene un error, así que no se puede abrir.</translation>
        </message>
        <message>
            <source>This file cannot be read.</source>
            <translation>Este archivo no se puede leer.</translation>
        </message>
        <message>
            <source>not a session: the file holds {found}, not an object</source>
            <translation>no es una sesión: el archivo contiene {found}, no un objeto</translation>
        </message>
        <message>
            <source>missing key "format" (it should be "{tag}")</source>
            <translation>falta la clave "format" (debería ser "{tag}")</translation>
        </message>
        <message>
            <source>format: expected "{tag}", found {found}</source>
            <translation>format: se esperaba "{tag}" y se encontró {found}</translation>
        </message>
        <message>
            <source>missing key "version" (it should be 1 or 2)</source>
            <translation>falta la clave "version" (debería ser 1 o 2)</translation>
        </message>
        <message>
            <source>version: expected a whole number, found {found}</source>
            <translation>version: se esperaba un número entero y se encontró {found}</translation>
        </message>
        <message>
            <source>version: this file is version {version}, made by a newer selfattn-gui; this one reads versions 1 and {newest}: please update the app</source>
            <translation>version: este archivo es de la versión {version}, creado por un selfattn-gui más reciente; este lee las versiones 1 y {newest}: actualiza la aplicación</translation>
        </message>
        <message>
            <source>version: expected 1 or {newest}, found {version}</source>
            <translation>version: se esperaba 1 o {newest} y se encontró {version}</translation>
        </message>
        <message>
            <source>missing key "{key}"</source>
            <translation>falta la clave "{key}"</translation>
        </message>
        <message>
            <source>only a version 2 file has it: write "version": 2 and the version 2 keys</source>
            <translation>solo un archivo de la versión 2 lo tiene: escribe "version": 2 y las claves de la versión 2</translation>
        </message>
        <message>
            <source>a version 2 file keeps the heads, W_o and residual in "layers"</source>
            <translation>un archivo de la versión 2 guarda las cabezas, W_o y la conexión residual en "layers"</translation>
        </message>
        <message>
            <source>title: expected text, found {found}</source>
            <translation>title: se esperaba texto y se encontró {found}</translation>
        </message>
        <message>
            <source>mask[{row}][{column}]: expected 0 or 1, found {found}</source>
            <translation>mask[{row}][{column}]: se esperaba 0 o 1 y se encontró {found}</translation>
        </message>
        <message>
            <source>embeddings: a session with a vocabulary takes its token vectors from vocabulary.W_E, so "embeddings" must be left out</source>
            <translation>embeddings: una sesión con vocabulario toma los vectores de sus tokens de vocabulary.W_E, así que hay que omitir "embeddings"</translation>
        </message>
        <message>
            <source>missing key "embeddings" (needed when "vocabulary" is null)</source>
            <translation>falta la clave "embeddings" (necesaria cuando "vocabulary" es null)</translation>
        </message>
    </context>
    <context>
        <name>session_io</name>
        <message>
            <source>{name}: {problem}</source>
            <translation>{name}: {problem}</translation>
        </message>
    </context>
    <context>
        <name>session_limits</name>
        <message>
            <source>size: {tokens} and {heads} with d_model {d_model}, d_k {d_k}, d_v {d_v} would need {count} numbers; a session can hold at most {limit}, so that it can be saved and opened again (make a size, the heads or the tokens fewer)</source>
            <translation>size: {tokens} y {heads} con d_model {d_model}, d_k {d_k}, d_v {d_v} necesitarían {count} números; una sesión puede contener como mucho {limit}, para poder guardarla y volver a abrirla (reduce un tamaño, las cabezas o los tokens)</translation>
        </message>
        <message>
            <source>size: {tokens} and {heads} with d_model {d_model}, d_k {d_k}, d_v {d_v}, W_o {rows} × {columns} would need {count} numbers; a session can hold at most {limit}, so that it can be saved and opened again (make a size, the heads or the tokens fewer)</source>
            <translation>size: {tokens} y {heads} con d_model {d_model}, d_k {d_k}, d_v {d_v}, W_o {rows} × {columns} necesitarían {count} números; una sesión puede contener como mucho {limit}, para poder guardarla y volver a abrirla (reduce un tamaño, las cabezas o los tokens)</translation>
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
                <numerusform>%n cabeza</numerusform>
                <numerusform>%n cabezas</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>session_rules</name>
        <message>
            <source>title: expected text, found {found}</source>
            <translation>title: se esperaba texto y se encontró {found}</translation>
        </message>
        <message>
            <source>layers: expected 1 to {limit} layers, found {found}</source>
            <translation>layers: se esperaban de 1 a {limit} capas y se encontró {found}</translation>
        </message>
        <message>
            <source>{name}: holds a character that is not valid text</source>
            <translation>{name}: contiene un carácter que no es texto válido</translation>
        </message>
        <message>
            <source>{name}: at least one token is needed</source>
            <translation>{name}: hace falta al menos un token</translation>
        </message>
        <message>
            <source>{name}: {count} tokens, the limit is {limit}</source>
            <translation>{name}: {count} tokens, y el límite es {limit}</translation>
        </message>
        <message>
            <source>{place}: a token label must not be empty</source>
            <translation>{place}: la etiqueta de un token no puede estar vacía</translation>
        </message>
        <message>
            <source>tokens[{index}]: {token} is not in the vocabulary</source>
            <translation>tokens[{index}]: {token} no está en el vocabulario</translation>
        </message>
        <message>
            <source>none</source>
            <translation>ninguna</translation>
        </message>
        <message>
            <source>shape {shape}</source>
            <translation>forma {shape}</translation>
        </message>
        <message>
            <source>embeddings: expected {rows} rows (one per token), found {found}</source>
            <translation>embeddings: se esperaban {rows} filas (una por token) y se encontró {found}</translation>
        </message>
        <message>
            <source>embeddings: d_model must be between 1 and {limit}, found {found}</source>
            <translation>embeddings: d_model debe estar entre 1 y {limit}, y se encontró {found}</translation>
        </message>
        <message>
            <source>vocabulary.labels[{index}]: "{label}" is already entry {entry}; every label must be different</source>
            <translation>vocabulary.labels[{index}]: "{label}" ya es la entrada {entry}; cada etiqueta debe ser distinta</translation>
        </message>
        <message>
            <source>vocabulary.W_E: expected {rows} rows × d_model (1 to {limit}), found shape {found}</source>
            <translation>vocabulary.W_E: se esperaban {rows} filas × d_model (de 1 a {limit}) y se encontró la forma {found}</translation>
        </message>
        <message>
            <source>one row per label</source>
            <translation>una fila por etiqueta</translation>
        </message>
        <message>
            <source>attention: expected one of {choices}, found {found}</source>
            <translation>attention: se esperaba uno de {choices} y se encontró {found}</translation>
        </message>
        <message>
            <source>source: only a "cross" session has a source sequence</source>
            <translation>source: solo una sesión "cross" tiene una secuencia de origen</translation>
        </message>
        <message>
            <source>source: a "cross" session needs the sequence its keys come from</source>
            <translation>source: una sesión "cross" necesita la secuencia de la que vienen sus claves</translation>
        </message>
        <message>
            <source>causal: a "cross" session cannot use the causal mask (its keys are another sequence, not earlier tokens); use a custom mask instead</source>
            <translation>causal: una sesión "cross" no puede usar la máscara causal (sus claves son otra secuencia, no tokens anteriores); usa en su lugar una máscara propia</translation>
        </message>
        <message>
            <source>layers: a "cross" session has one layer, found {found}</source>
            <translation>layers: una sesión "cross" tiene una sola capa, y se encontró {found}</translation>
        </message>
        <message>
            <source>one row per source token, d_model wide</source>
            <translation>una fila por token de origen, de ancho d_model</translation>
        </message>
        <message>
            <source>mask: expected shape {rows} × {columns}, found {found}</source>
            <translation>mask: se esperaba la forma {rows} × {columns} y se encontró {found}</translation>
        </message>
        <message>
            <source>positional_encoding: expected one of {choices}, found {found}</source>
            <translation>positional_encoding: se esperaba uno de {choices} y se encontró {found}</translation>
        </message>
        <message>
            <source>W_pos: only "learned" positions have a W_pos matrix</source>
            <translation>W_pos: solo las posiciones "learned" tienen matriz W_pos</translation>
        </message>
        <message>
            <source>scale: expected one of {choices}, found {found}</source>
            <translation>scale: se esperaba uno de {choices} y se encontró {found}</translation>
        </message>
        <message>
            <source>W_pos: "learned" positions need their matrix W_pos</source>
            <translation>W_pos: las posiciones "learned" necesitan su matriz W_pos</translation>
        </message>
        <message>
            <source>W_pos: expected max_positions × {d_model} (d_model), found shape {found}</source>
            <translation>W_pos: se esperaba max_positions × {d_model} (d_model) y se encontró la forma {found}</translation>
        </message>
        <message>
            <source>W_pos: the sequence has {tokens} tokens but W_pos has only {positions} positions (learned positions cannot go beyond what was learned)</source>
            <translation>W_pos: la secuencia tiene {tokens} tokens, pero W_pos solo tiene {positions} posiciones (las posiciones aprendidas no pueden ir más allá de lo aprendido)</translation>
        </message>
        <message>
            <source>W_U: an unembedding needs a vocabulary (its columns are its labels)</source>
            <translation>W_U: un desembedding necesita un vocabulario (sus columnas son sus etiquetas)</translation>
        </message>
        <message>
            <source>the last layer's output width × vocabulary size</source>
            <translation>el ancho de salida de la última capa × el tamaño del vocabulario</translation>
        </message>
    </context>
    <context>
        <name>session_size_rules</name>
        <message>
            <source>size: the session holds {count} numbers; a session can hold at most {limit}, so that it can be saved and opened again (make a size, the heads, the layers, the vocabulary or the tokens fewer)</source>
            <translation>size: la sesión contiene {count} números; una sesión puede contener como mucho {limit}, para poder guardarla y volver a abrirla (reduce un tamaño, las cabezas, las capas, el vocabulario o los tokens)</translation>
        </message>
        <message>
            <source>size: the session's matrices have {rows} rows; a session can have at most {limit}, so that it can be saved and opened again (make d_model, the heads, the layers, the vocabulary or the positions of W_pos fewer)</source>
            <translation>size: las matrices de la sesión tienen {rows} filas; una sesión puede tener como mucho {limit}, para poder guardarla y volver a abrirla (reduce d_model, las cabezas, las capas, el vocabulario o las posiciones de W_pos)</translation>
        </message>
        <message>
            <source>tokens and title: {size} MB of text, more than the {limit} MB a session can hold, so that it can be saved and opened again (shorten the token labels or the title)</source>
            <translation>tokens and title: {size} MB de texto, más de los {limit} MB que puede contener una sesión, para poder guardarla y volver a abrirla (acorta las etiquetas de los tokens o el título)</translation>
        </message>
    </context>
    <context>
        <name>settings_store</name>
        <message>
            <source>The settings file {path} was not an ordinary file; it was moved to {aside} and the default settings are used.</source>
            <translation>El archivo de ajustes {path} no era un archivo normal; se movió a {aside} y se usan los ajustes predeterminados.</translation>
        </message>
        <message>
            <source>The settings file {path} is not an ordinary file and could not be moved aside; default settings are used and changes are not kept after this run. Remove or rename it to keep your settings.</source>
            <translation>El archivo de ajustes {path} no es un archivo normal y no se pudo apartar; se usan los ajustes predeterminados y los cambios no se conservan después de esta ejecución. Bórralo o cámbialo de nombre para conservar tus ajustes.</translation>
        </message>
    </context>
    <context>
        <name>size_edits</name>
        <message>
            <source>heads: expected 1 to {limit} heads, found {found}</source>
            <translation>heads: se esperaban de 1 a {limit} cabezas y se encontró {found}</translation>
        </message>
        <message>
            <source>size: with d_model {d_model} the session would hold {count} numbers; a session can hold at most {limit}, so that it can be saved and opened again (make a size, the heads, the layers or the vocabulary fewer)</source>
            <translation>size: con d_model {d_model} la sesión contendría {count} números; una sesión puede contener como mucho {limit}, para poder guardarla y volver a abrirla (reduce un tamaño, las cabezas, las capas o el vocabulario)</translation>
        </message>
        <message>
            <source>layers[{index}]: layer {next} reads layer {layer}'s output, {old} numbers per token; this change would make it {new}, which it cannot read. Keep heads · d_v at {old}, or give layer {layer} a W_o with {old} columns</source>
            <translation>layers[{index}]: la capa {next} lee la salida de la capa {layer}, {old} números por token; este cambio la haría de {new}, que no puede leer. Mantén cabezas · d_v en {old}, o da a la capa {layer} una W_o con {old} columnas</translation>
        </message>
        <message>
            <source>layers[{index}]: the unembedding W_U reads layer {layer}'s output, {old} numbers per token; this change would make it {new}, which it cannot read. Keep heads · d_v at {old}, or give layer {layer} a W_o with {old} columns</source>
            <translation>layers[{index}]: el desembedding W_U lee la salida de la capa {layer}, {old} números por token; este cambio la haría de {new}, que no puede leer. Mantén cabezas · d_v en {old}, o da a la capa {layer} una W_o con {old} columnas</translation>
        </message>
    </context>
    <context>
        <name>stage</name>
        <message>
            <source>✎ you edit {matrices}</source>
            <translation>✎ tú editas {matrices}</translation>
        </message>
    </context>
    <context>
        <name>stage_sources</name>
        <message>
            <source>{symbol}, the output of layer {layer}</source>
            <translation>{symbol}, la salida de la capa {layer}</translation>
        </message>
        <message>
            <source>Z, the token vectors plus their positions</source>
            <translation>Z, los vectores de los tokens más sus posiciones</translation>
        </message>
        <message>
            <source>Worked out by the app: layer {layer}'s output, which layer {next} reads. Edit the layers before it to change it.</source>
            <translation>Calculado por la aplicación: la salida de la capa {layer}, que lee la capa {next}. Edita las capas anteriores para cambiarlo.</translation>
        </message>
        <message>
            <source>You type these: one vector per token, and the positions are added to them.</source>
            <translation>Esto lo escribes tú: un vector por token, y se les suman las posiciones.</translation>
        </message>
        <message>
            <source>You type these: one vector per token.</source>
            <translation>Esto lo escribes tú: un vector por token.</translation>
        </message>
        <message>
            <source>Made from {source} plus the attention output.</source>
            <translation>Se calcula a partir de {source} más la salida de atención.</translation>
        </message>
        <message>
            <source>Made from {source} plus the attention output; it is the input of layer {layer}.</source>
            <translation>Se calcula a partir de {source} más la salida de atención; es la entrada de la capa {layer}.</translation>
        </message>
        <message>
            <source>Made from the head outputs, placed side by side (there is no W_o).</source>
            <translation>Se calcula a partir de las salidas de las cabezas, colocadas una junto a otra (no hay W_o).</translation>
        </message>
        <message>
            <source>Made from the head outputs, side by side, times W_o, which you type.</source>
            <translation>Se calcula a partir de las salidas de las cabezas, una junto a otra, por W_o, que escribes tú.</translation>
        </message>
        <message>
            <source>{source}, normalised (the layer norm's output)</source>
            <translation>{source}, normalizado (la salida de la normalización de capa)</translation>
        </message>
        <message>
            <source>Q is made from {source} times W_q; K and V from the source sentence's vectors times W_k and W_v.</source>
            <translation>Q se calcula como {source} por W_q; K y V, como los vectores de la frase de origen por W_k y W_v.</translation>
        </message>
        <message>
            <source>Made from {source} times W_q, W_k and W_v.</source>
            <translation>Se calcula como {source} por W_q, W_k y W_v.</translation>
        </message>
        <message>
            <source>Made from the scores, divided by the square root of d_k = {d_k}.</source>
            <translation>Se calcula a partir de las puntuaciones, divididas por la raíz cuadrada de d_k = {d_k}.</translation>
        </message>
        <message>
            <source>The scores as they are: dividing by the square root of d_k is off.</source>
            <translation>Las puntuaciones tal cual: la división por la raíz cuadrada de d_k está desactivada.</translation>
        </message>
        <message>
            <source>Made from the scaled scores: a softmax along each row, with masked keys left out.</source>
            <translation>Se calcula a partir de las puntuaciones escaladas: una softmax a lo largo de cada fila, dejando fuera las claves enmascaradas.</translation>
        </message>
        <message>
            <source>Made from the scaled scores: a softmax along each row.</source>
            <translation>Se calcula a partir de las puntuaciones escaladas: una softmax a lo largo de cada fila.</translation>
        </message>
        <message>
            <source>You type these: one vector per token of the other sentence; the keys and values are made from them, the queries from the tokens.</source>
            <translation>Esto lo escribes tú: un vector por token de la otra frase; de ellos se calculan las claves y los valores, y las consultas de los tokens.</translation>
        </message>
        <message>
            <source>Made from {source}: each token's row minus its mean, divided by its spread (the square root of its variance plus 0.00001), then times the gain and plus the bias, which you type.</source>
            <translation>Se calcula a partir de {source}: la fila de cada token menos su media, dividida por su dispersión (la raíz cuadrada de su varianza más 0,00001), luego por la ganancia y más el sesgo, que escribes tú.</translation>
        </message>
        <message>
            <source>You type these: W_q, W_k and W_v turn each token into Q, K, V.</source>
            <translation>Esto lo escribes tú: W_q, W_k y W_v convierten cada token en Q, K, V.</translation>
        </message>
        <message>
            <source>Made from Q and K: each query's dot product with each key.</source>
            <translation>Se calcula a partir de Q y K: el producto escalar de cada consulta con cada clave.</translation>
        </message>
        <message>
            <source>Made from the weights times V: each query's mix of the values.</source>
            <translation>Se calcula como los pesos por V: la mezcla de los valores de cada consulta.</translation>
        </message>
        <message>
            <source>Made from the last layer's output times W_U: a softmax over the vocabulary for each position, its likeliest next tokens listed.</source>
            <translation>Se calcula como la salida de la última capa por W_U: una softmax sobre el vocabulario para cada posición, con sus tokens siguientes más probables en una lista.</translation>
        </message>
    </context>
    <context>
        <name>stage_texts</name>
        <message>
            <source>{shape} each</source>
            <translation>{shape} cada una</translation>
        </message>
        <message>
            <source>source: the sentence the keys and values come from</source>
            <translation>origen: la frase de la que salen las claves y los valores</translation>
        </message>
        <message>
            <source>{symbol}: the input of layer {number} = layer {before}'s output</source>
            <translation>{symbol}: la entrada de la capa {number} = la salida de la capa {before}</translation>
        </message>
        <message>
            <source>Z = X + positions</source>
            <translation>Z = X + posiciones</translation>
        </message>
        <message>
            <source>X: the sentence the queries come from</source>
            <translation>X: la frase de la que salen las consultas</translation>
        </message>
        <message>
            <source>X: the token vectors</source>
            <translation>X: los vectores de los tokens</translation>
        </message>
        <message>
            <source>LayerNorm: each row to mean 0, spread 1, then × gain + bias</source>
            <translation>LayerNorm: cada fila a media 0 y dispersión 1, luego × ganancia + sesgo</translation>
        </message>
        <message>
            <source> of head {number}</source>
            <translation> de la cabeza {number}</translation>
        </message>
        <message>
            <source> (off)</source>
            <translation> (desactivada)</translation>
        </message>
        <message numerus="yes">
            <source>Q {shape}; K, V %n rows</source>
            <translation>
                <numerusform>Q {shape}; K, V %n fila</numerusform>
                <numerusform>Q {shape}; K, V %n filas</numerusform>
            </translation>
        </message>
        <message>
            <source>scores = Q·Kᵀ</source>
            <translation>puntuaciones = Q·Kᵀ</translation>
        </message>
        <message>
            <source>scaled = scores ÷ √d_k (√{d_k} = {root})</source>
            <translation>escaladas = puntuaciones ÷ √d_k (√{d_k} = {root})</translation>
        </message>
        <message>
            <source>scaled = scores (÷ √d_k is off)</source>
            <translation>escaladas = puntuaciones (÷ √d_k desactivado)</translation>
        </message>
        <message>
            <source>weights = softmax per row (causal mask, rows sum to 1)</source>
            <translation>pesos = softmax por fila (máscara causal, las filas suman 1)</translation>
        </message>
        <message>
            <source>weights = softmax per row (your mask, rows sum to 1)</source>
            <translation>pesos = softmax por fila (tu máscara, las filas suman 1)</translation>
        </message>
        <message>
            <source>weights = softmax per row (rows sum to 1)</source>
            <translation>pesos = softmax por fila (las filas suman 1)</translation>
        </message>
        <message>
            <source>head output = weights·V (head {number} is off: left out)</source>
            <translation>salida de la cabeza = pesos·V (la cabeza {number} está desactivada: se deja fuera)</translation>
        </message>
        <message>
            <source>head output = weights·V</source>
            <translation>salida de la cabeza = pesos·V</translation>
        </message>
        <message>
            <source>concat(heads, head {listed} off)</source>
            <translation>concat(cabezas, cabeza {listed} desactivada)</translation>
        </message>
        <message>
            <source>concat(heads, heads {listed} off)</source>
            <translation>concat(cabezas, cabezas {listed} desactivadas)</translation>
        </message>
        <message>
            <source>concat(heads)</source>
            <translation>concat(cabezas)</translation>
        </message>
        <message>
            <source>head output</source>
            <translation>salida de la cabeza</translation>
        </message>
        <message>
            <source>attention output = {heads}·W_o</source>
            <translation>salida de atención = {heads}·W_o</translation>
        </message>
        <message>
            <source>attention output = {heads}</source>
            <translation>salida de atención = {heads}</translation>
        </message>
        <message>
            <source>residual output = {symbol} + attention output</source>
            <translation>salida residual = {symbol} + salida de atención</translation>
        </message>
        <message>
            <source>residual output = {symbol} + attention output = {next}, the input of layer {number}</source>
            <translation>salida residual = {symbol} + salida de atención = {next}, la entrada de la capa {number}</translation>
        </message>
        <message>
            <source>residual output</source>
            <translation>salida residual</translation>
        </message>
        <message>
            <source>next token = softmax({output}·W_U): the likeliest {shown} of {size}</source>
            <translation>token siguiente = softmax({output}·W_U): los {shown} más probables de {size}</translation>
        </message>
        <message>
            <source>the source</source>
            <translation>el origen</translation>
        </message>
        <message>
            <source>gain, bias</source>
            <translation>ganancia, sesgo</translation>
        </message>
        <message>
            <source>the W's</source>
            <translation>las W</translation>
        </message>
    </context>
    <context>
        <name>strict_json</name>
        <message>
            <source>session file</source>
            <translation>archivo de sesión</translation>
        </message>
        <message>
            <source>lesson file</source>
            <translation>archivo de lección</translation>
        </message>
        <message>
            <source>progress file</source>
            <translation>archivo de progreso</translation>
        </message>
        <message>
            <source>translation file</source>
            <translation>archivo de traducción</translation>
        </message>
        <message>
            <source>document</source>
            <translation>documento</translation>
        </message>
        <message>
            <source>preset index</source>
            <translation>índice de ejemplos</translation>
        </message>
        <message>
            <source>key {key} appears twice in the same object</source>
            <translation>la clave {key} aparece dos veces en el mismo objeto</translation>
        </message>
        <message>
            <source>{name} is not allowed: every value must be a finite number</source>
            <translation>{name} no está permitido: cada valor debe ser un número finito</translation>
        </message>
        <message>
            <source>the file is empty (expected one JSON object)</source>
            <translation>el archivo está vacío (se esperaba un objeto JSON)</translation>
        </message>
        <message>
            <source>not valid JSON: {problem} at line {line}, column {column} (the file ends too early)</source>
            <translation>no es JSON válido: {problem} en la línea {line}, columna {column} (el archivo termina demasiado pronto)</translation>
        </message>
        <message>
            <source>not valid JSON: {problem} at line {line}, column {column}</source>
            <translation>no es JSON válido: {problem} en la línea {line}, columna {column}</translation>
        </message>
        <message>
            <source>the JSON is nested far too deeply to be read</source>
            <translation>el JSON está anidado demasiado hondo para leerlo</translation>
        </message>
        <message>
            <source>not valid JSON: {problem}</source>
            <translation>no es JSON válido: {problem}</translation>
        </message>
        <message>
            <source>{name}: no such file</source>
            <translation>{name}: no existe ese archivo</translation>
        </message>
        <message>
            <source>{name}: is a folder, not a {kind}</source>
            <translation>{name}: es una carpeta, no un {kind}</translation>
        </message>
        <message>
            <source>{name}: is not an ordinary file, so it cannot be a {kind}</source>
            <translation>{name}: no es un archivo normal, así que no puede ser un {kind}</translation>
        </message>
        <message>
            <source>{name}: {size} MB is too big for a {kind} (the limit is {limit} MB)</source>
            <translation>{name}: {size} MB es demasiado para un {kind} (el límite es {limit} MB)</translation>
        </message>
        <message>
            <source>{name}: not UTF-8 text (bad byte at offset {offset}); is this really a {kind}?</source>
            <translation>{name}: no es texto UTF-8 (byte erróneo en la posición {offset}); ¿es de verdad un {kind}?</translation>
        </message>
        <message>
            <source>{name}: cannot read it ({reason})</source>
            <translation>{name}: no se puede leer ({reason})</translation>
        </message>
    </context>
    <context>
        <name>switch_tips</name>
        <message>
            <source>Each token may only look at itself and earlier tokens (as in GPT). Shortcut: M</source>
            <translation>Cada token solo puede mirarse a sí mismo y a los tokens anteriores (como en GPT). Atajo: M</translation>
        </message>
        <message>
            <source>No causal mask in cross-attention: the keys are another sentence (the source), so no key comes before or after a query. A mask of your own still works.</source>
            <translation>Sin máscara causal en la atención cruzada: las claves son otra frase (el origen), así que ninguna clave va antes ni después de una consulta. Una máscara propia sí funciona.</translation>
        </message>
        <message>
            <source>Add sinusoidal positional encodings to the token vectors (Z = X + PE). Shortcut: P</source>
            <translation>Suma codificaciones posicionales sinusoidales a los vectores de los tokens (Z = X + PE). Atajo: P</translation>
        </message>
        <message>
            <source>This model learned its positions: W_pos ({rows} × {width}) is part of its weights, and its heads only work with them (the previous-token head finds t − 1 through them). Edit W_pos to change them; switching to sinusoidal or none would throw them away.</source>
            <translation>Este modelo aprendió sus posiciones: W_pos ({rows} × {width}) forma parte de sus pesos, y sus cabezas solo funcionan con ellas (la cabeza de token anterior encuentra t − 1 gracias a ellas). Edita W_pos para cambiarlas; pasar a sinusoidales o a ninguna las descartaría.</translation>
        </message>
        <message>
            <source>Positions: learned</source>
            <translation>Posiciones: aprendidas</translation>
        </message>
        <message>
            <source>Positions</source>
            <translation>Posiciones</translation>
        </message>
    </context>
    <context>
        <name>teaching_docks</name>
        <message>
            <source>Explain this number</source>
            <translation>Explicar este número</translation>
        </message>
        <message>
            <source>Sanity checks</source>
            <translation>Comprobaciones básicas</translation>
        </message>
        <message>
            <source>Step through</source>
            <translation>Paso a paso</translation>
        </message>
        <message>
            <source>Step through the computation, one step at a time (F6)</source>
            <translation>Recorre el cálculo paso a paso (F6)</translation>
        </message>
    </context>
    <context>
        <name>to_session</name>
        <message>
            <source>the trainer cannot train this session: {problem}</source>
            <translation>el entrenador no puede entrenar esta sesión: {problem}</translation>
        </message>
        <message>
            <source>it needs a vocabulary and an unembedding W_U</source>
            <translation>necesita un vocabulario y un desembedding W_U</translation>
        </message>
        <message>
            <source>it needs learned positions and the causal mask, without a custom mask</source>
            <translation>necesita posiciones aprendidas y la máscara causal, sin máscara propia</translation>
        </message>
        <message>
            <source>it needs self-attention scaled by √d_k</source>
            <translation>necesita autoatención escalada por √d_k</translation>
        </message>
        <message>
            <source>its layers may not share keys and values, normalise, or switch heads off</source>
            <translation>sus capas no pueden compartir claves y valores, normalizar ni desactivar cabezas</translation>
        </message>
        <message>
            <source>every layer needs W_o and the residual connection</source>
            <translation>cada capa necesita W_o y la conexión residual</translation>
        </message>
        <message>
            <source>every layer needs the same heads, with d_v = d_k</source>
            <translation>cada capa necesita las mismas cabezas, con d_v = d_k</translation>
        </message>
        <message>
            <source>every layer's W_o must map the heads back to d_model</source>
            <translation>la W_o de cada capa debe devolver las cabezas a d_model</translation>
        </message>
    </context>
    <context>
        <name>token_actions</name>
        <message>
            <source>Add token</source>
            <translation>Añadir token</translation>
        </message>
        <message>
            <source>Vocabulary entry of the new token:</source>
            <translation>Entrada del vocabulario del token nuevo:</translation>
        </message>
        <message>
            <source>Label of the new token:</source>
            <translation>Etiqueta del token nuevo:</translation>
        </message>
        <message>
            <source>Add token "{label}"</source>
            <translation>Añadir el token "{label}"</translation>
        </message>
        <message>
            <source>Remove token "{label}"</source>
            <translation>Quitar el token "{label}"</translation>
        </message>
        <message>
            <source>Move "{label}"</source>
            <translation>Mover "{label}"</translation>
        </message>
        <message>
            <source>Shuffle tokens</source>
            <translation>Barajar tokens</translation>
        </message>
        <message>
            <source>Shuffled. Without positions each output row simply moved with its token: attention does not know the order.</source>
            <translation>Barajados. Sin posiciones, cada fila de salida simplemente se movió con su token: la atención no conoce el orden.</translation>
        </message>
    </context>
    <context>
        <name>token_sequence</name>
        <message>
            <source>tokens: only a session with a vocabulary can take a typed sequence (each label's vector is its row of W_E); rename the tokens one by one instead</source>
            <translation>tokens: solo una sesión con vocabulario puede aceptar una secuencia escrita (el vector de cada etiqueta es su fila de W_E); cambia en su lugar el nombre de los tokens uno a uno</translation>
        </message>
        <message>
            <source>tokens: type at least one token (labels separated by spaces)</source>
            <translation>tokens: escribe al menos un token (etiquetas separadas por espacios)</translation>
        </message>
        <message>
            <source>tokens: {count} tokens is too many: this model learned {limit} positions (W_pos has {limit} rows); type at most {limit}</source>
            <translation>tokens: {count} tokens son demasiados: este modelo aprendió {limit} posiciones (W_pos tiene {limit} filas); escribe como mucho {limit}</translation>
        </message>
        <message>
            <source>tokens: {count} tokens is too many: the limit is {limit}; type at most {limit}</source>
            <translation>tokens: {count} tokens son demasiados: el límite es {limit}; escribe como mucho {limit}</translation>
        </message>
        <message>
            <source>tokens: {named} and {more} more are not in the vocabulary; its {count} labels are {labels}</source>
            <translation>tokens: {named} y {more} más no están en el vocabulario; sus {count} etiquetas son {labels}</translation>
        </message>
        <message>
            <source>tokens: {named} are not in the vocabulary; its {count} labels are {labels}</source>
            <translation>tokens: {named} no están en el vocabulario; sus {count} etiquetas son {labels}</translation>
        </message>
        <message>
            <source>tokens: {named} is not in the vocabulary; its {count} labels are {labels}</source>
            <translation>tokens: {named} no está en el vocabulario; sus {count} etiquetas son {labels}</translation>
        </message>
    </context>
    <context>
        <name>toolbar</name>
        <message>
            <source>Attention</source>
            <translation>Atención</translation>
        </message>
        <message>
            <source>Heads and sizes</source>
            <translation>Cabezas y tamaños</translation>
        </message>
        <message>
            <source>Causal mask</source>
            <translation>Máscara causal</translation>
        </message>
        <message>
            <source>Positions</source>
            <translation>Posiciones</translation>
        </message>
        <message>
            <source>Divide the scores by √d_k before the softmax</source>
            <translation>Divide las puntuaciones por √d_k antes de la softmax</translation>
        </message>
        <message>
            <source>Divide by the square root of d_k</source>
            <translation>Dividir por la raíz cuadrada de d_k</translation>
        </message>
        <message>
            <source>Residual</source>
            <translation>Residual</translation>
        </message>
        <message>
            <source>Add each token's own vector back: Z + attention</source>
            <translation>Vuelve a sumar el propio vector de cada token: Z + atención</translation>
        </message>
        <message>
            <source>Project the concatenated heads back with W_o</source>
            <translation>Proyecta de vuelta las cabezas concatenadas con W_o</translation>
        </message>
        <message>
            <source>Normalise each token's row before the heads read it: mean 0, spread 1, then × gain + bias (gain 1, bias 0 to start)</source>
            <translation>Normaliza la fila de cada token antes de que la lean las cabezas: media 0, dispersión 1, y luego × ganancia + sesgo (ganancia 1 y sesgo 0 al empezar)</translation>
        </message>
        <message>
            <source>Layer normalisation</source>
            <translation>Normalización de capa</translation>
        </message>
        <message>
            <source>Head shown in the panels</source>
            <translation>Cabeza que se muestra en los paneles</translation>
        </message>
        <message>
            <source>Which head's W_q, W_k, W_v, Q, K, V, scores and weights to show</source>
            <translation>Qué W_q, W_k, W_v, Q, K, V, puntuaciones y pesos de cabeza mostrar</translation>
        </message>
        <message>
            <source>Head</source>
            <translation>Cabeza</translation>
        </message>
        <message>
            <source>Number of heads</source>
            <translation>Número de cabezas</translation>
        </message>
        <message>
            <source>of</source>
            <translation>de</translation>
        </message>
        <message>
            <source>Width of the token vectors</source>
            <translation>Ancho de los vectores de los tokens</translation>
        </message>
        <message>
            <source>Width of queries and keys</source>
            <translation>Ancho de las consultas y las claves</translation>
        </message>
        <message>
            <source>Width of the values</source>
            <translation>Ancho de los valores</translation>
        </message>
        <message>
            <source>Decimals shown</source>
            <translation>Decimales que se muestran</translation>
        </message>
        <message>
            <source>decimals</source>
            <translation>decimales</translation>
        </message>
        <message>
            <source>head {number}</source>
            <translation>cabeza {number}</translation>
        </message>
        <message>
            <source>Causal mask on</source>
            <translation>Máscara causal activada</translation>
        </message>
        <message>
            <source>Causal mask off</source>
            <translation>Máscara causal desactivada</translation>
        </message>
        <message>
            <source>Positions on</source>
            <translation>Posiciones activadas</translation>
        </message>
        <message>
            <source>Positions off</source>
            <translation>Posiciones desactivadas</translation>
        </message>
        <message>
            <source>Scale by √d_k</source>
            <translation>Escalar por √d_k</translation>
        </message>
        <message>
            <source>No scaling</source>
            <translation>Sin escalado</translation>
        </message>
        <message>
            <source>Residual on</source>
            <translation>Residual activada</translation>
        </message>
        <message>
            <source>Residual off</source>
            <translation>Residual desactivada</translation>
        </message>
        <message>
            <source>Add W_o</source>
            <translation>Añadir W_o</translation>
        </message>
        <message>
            <source>Remove W_o</source>
            <translation>Quitar W_o</translation>
        </message>
        <message>
            <source>LayerNorm on</source>
            <translation>LayerNorm activada</translation>
        </message>
        <message>
            <source>LayerNorm off</source>
            <translation>LayerNorm desactivada</translation>
        </message>
        <message numerus="yes">
            <source>%n heads</source>
            <translation>
                <numerusform>%n cabeza</numerusform>
                <numerusform>%n cabezas</numerusform>
            </translation>
        </message>
        <message>
            <source>{change} (layer {layer})</source>
            <translation>{change} (capa {layer})</translation>
        </message>
    </context>
    <context>
        <name>train_charts</name>
        <message>
            <source>training step</source>
            <translation>paso de entrenamiento</translation>
        </message>
        <message>
            <source>layer 1, head {head}
previous-token {score}</source>
            <translation>capa 1, cabeza {head}
token anterior {score}</translation>
        </message>
        <message>
            <source>layer {layer}, head {head}
induction {score}</source>
            <translation>capa {layer}, cabeza {head}
inducción {score}</translation>
        </message>
    </context>
    <context>
        <name>train_dock</name>
        <message>
            <source>Train a model</source>
            <translation>Entrenar un modelo</translation>
        </message>
        <message>
            <source>&amp;Train a model</source>
            <translation>&amp;Entrenar un modelo</translation>
        </message>
        <message>
            <source>Opened the weights of step {step}: a copy, so the training in the Train panel goes on without changing it.</source>
            <translation>Se abrieron los pesos del paso {step}: una copia, así que el entrenamiento del panel Entrenar continúa sin cambiarla.</translation>
        </message>
    </context>
    <context>
        <name>train_panel</name>
        <message>
            <source>A model with two layers of attention heads learns, from random weights, to continue a random sequence that repeats: &lt;s&gt; H K P Z … H K P Z …. Only the repeated half is scored, where every next token can be copied from the first half.</source>
            <translation>Un modelo con dos capas de cabezas de atención aprende, partiendo de pesos aleatorios, a continuar una secuencia aleatoria que se repite: &lt;s&gt; H K P Z … H K P Z …. Solo se puntúa la mitad repetida, donde cada token siguiente se puede copiar de la primera mitad.</translation>
        </message>
        <message>
            <source>The heads on the probe {probe}: row = the position that looks, column = where it looks, bright = much weight, grey = later positions, which it may not see.</source>
            <translation>Las cabezas sobre la secuencia de prueba {probe}: fila = la posición que mira, columna = adónde mira, brillante = mucho peso, gris = posiciones posteriores, que no puede ver.</translation>
        </message>
        <message>
            <source>Press Start to train a fresh model.</source>
            <translation>Pulsa Empezar para entrenar un modelo nuevo.</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Empezar</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pausa</translation>
        </message>
        <message>
            <source>Start over</source>
            <translation>Empezar de nuevo</translation>
        </message>
        <message>
            <source>Train in the background; after a pause, go on from there</source>
            <translation>Entrena en segundo plano; tras una pausa, continúa desde ahí</translation>
        </message>
        <message>
            <source>Stop after this step, keeping what the model has learnt</source>
            <translation>Parar después de este paso, conservando lo que el modelo ha aprendido</translation>
        </message>
        <message>
            <source>Fresh random weights from the seed, at step 0</source>
            <translation>Pesos aleatorios nuevos a partir de la semilla, en el paso 0</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>Semilla</translation>
        </message>
        <message>
            <source>Where the random weights and data come from; used from step 0</source>
            <translation>De dónde salen los pesos y los datos aleatorios; se usa desde el paso 0</translation>
        </message>
        <message>
            <source>Open these weights</source>
            <translation>Abrir estos pesos</translation>
        </message>
        <message>
            <source>Open the model as drawn here in the window, as a session</source>
            <translation>Abrir el modelo tal como se dibuja aquí en la ventana, como una sesión</translation>
        </message>
        <message>
            <source>Loss on the repeated half</source>
            <translation>Pérdida en la mitad repetida</translation>
        </message>
        <message>
            <source>loss (nats)</source>
            <translation>pérdida (nats)</translation>
        </message>
        <message>
            <source>guessing: {loss}</source>
            <translation>adivinando: {loss}</translation>
        </message>
        <message>
            <source>Copy accuracy, held-out sequences</source>
            <translation>Precisión de copia, secuencias reservadas</translation>
        </message>
        <message>
            <source>share right</source>
            <translation>parte acertada</translation>
        </message>
        <message>
            <source>chance</source>
            <translation>azar</translation>
        </message>
        <message>
            <source>Step {step} of {steps}</source>
            <translation>Paso {step} de {steps}</translation>
        </message>
        <message>
            <source>loss {loss} nats</source>
            <translation>pérdida {loss} nats</translation>
        </message>
        <message>
            <source>copy accuracy {percent} at step {step}</source>
            <translation>precisión de copia {percent} en el paso {step}</translation>
        </message>
        <message>
            <source>done: the recipe's steps are all taken</source>
            <translation>terminado: se han dado todos los pasos de la receta</translation>
        </message>
        <message>
            <source>paused</source>
            <translation>en pausa</translation>
        </message>
        <message>
            <source>Go on</source>
            <translation>Continuar</translation>
        </message>
    </context>
    <context>
        <name>trained_models</name>
        <message>
            <source>Each was trained here, in plain NumPy, on a small task. It opens as your own copy: every weight can be changed and every change undone, and Save keeps it in a file of yours. How they were trained and what each head does: docs/models.md.</source>
            <translation>Cada uno se entrenó aquí, con NumPy sin más, en una tarea pequeña. Se abre como tu propia copia: cada peso se puede cambiar y cada cambio deshacer, y Guardar lo conserva en un archivo tuyo. Cómo se entrenaron y qué hace cada cabeza: docs/models.md.</translation>
        </message>
        <message>
            <source>Open a trained model</source>
            <translation>Abrir un modelo entrenado</translation>
        </message>
        <message>
            <source>Open the trained model {name}</source>
            <translation>Abrir el modelo entrenado {name}</translation>
        </message>
        <message>
            <source>No trained models are installed.</source>
            <translation>No hay modelos entrenados instalados.</translation>
        </message>
        <message>
            <source>Open &amp;trained model…</source>
            <translation>Abrir modelo &amp;entrenado…</translation>
        </message>
        <message>
            <source>A model trained here, with real previous-token and induction heads to find</source>
            <translation>Un modelo entrenado aquí, con cabezas reales de token anterior y de inducción que encontrar</translation>
        </message>
    </context>
    <context>
        <name>trained_positions</name>
        <message>
            <source>The model was trained to predict only the repeated half: this token has not come before, so what follows it cannot be known, and here it can only guess.</source>
            <translation>El modelo se entrenó para predecir solo la mitad repetida: este token no ha aparecido antes, así que lo que le sigue no se puede saber, y aquí solo puede adivinar.</translation>
        </message>
        <message>
            <source>Grey rows: the first time a token comes, the model can only guess what follows.</source>
            <translation>Filas grises: la primera vez que aparece un token, el modelo solo puede adivinar lo que sigue.</translation>
        </message>
        <message>
            <source>The model was trained to predict only after “{marker}” (the noun “it” means): here it was never asked for a prediction and can only guess.</source>
            <translation>El modelo se entrenó para predecir solo después de “{marker}” (el sustantivo al que se refiere “it”): aquí nunca se le pidió una predicción y solo puede adivinar.</translation>
        </message>
        <message>
            <source>Grey rows: the model was trained to predict only after “{marker}”.</source>
            <translation>Filas grises: el modelo se entrenó para predecir solo después de “{marker}”.</translation>
        </message>
    </context>
    <context>
        <name>training_picture</name>
        <message>
            <source>Random weights: no head has a job yet; each looks wherever its random weights happen to point. Press Start and watch the loss and the maps.</source>
            <translation>Pesos aleatorios: ninguna cabeza tiene todavía una tarea; cada una mira adonde apunten por casualidad sus pesos aleatorios. Pulsa Empezar y observa la pérdida y los mapas.</translation>
        </message>
        <message>
            <source>An induction head has formed: layer {layer}, head {head} looks at the token after the earlier copy of the current one (the stripe in the repeated half), which it finds through layer 1, head {previous} looking one back. So the model copies, and the loss has dropped.</source>
            <translation>Se ha formado una cabeza de inducción: la cabeza {head} de la capa {layer} mira el token que sigue a la aparición anterior del actual (la franja de la mitad repetida), y lo encuentra gracias a la cabeza {previous} de la capa 1, que mira un paso atrás. Así el modelo copia, y la pérdida ha bajado.</translation>
        </message>
        <message>
            <source>The plateau: the loss stays near {guess}, what guessing costs, because no head can find yet where the current token came before. The model learns the parts of the circuit while the loss hardly moves.</source>
            <translation>La meseta: la pérdida se queda cerca de {guess}, lo que cuesta adivinar, porque ninguna cabeza sabe encontrar todavía dónde apareció antes el token actual. El modelo aprende las piezas del circuito mientras la pérdida apenas se mueve.</translation>
        </message>
        <message>
            <source>The drop: layer {layer}, head {head} starts to look at the token after the earlier copy (induction score {score}), and the loss falls as it does.</source>
            <translation>La caída: la cabeza {head} de la capa {layer} empieza a mirar el token que sigue a la aparición anterior (puntuación de inducción {score}), y la pérdida baja a la vez.</translation>
        </message>
    </context>
    <context>
        <name>typed_sequence</name>
        <message>
            <source>The tokens, separated by spaces</source>
            <translation>Los tokens, separados por espacios</translation>
        </message>
        <message>
            <source>Type the tokens</source>
            <translation>Escribe los tokens</translation>
        </message>
        <message>
            <source>Type the tokens separated by spaces: at most {limit} (the positions this model learned), each one of the vocabulary's {count} labels. Each takes its row of W_E.</source>
            <translation>Escribe los tokens separados por espacios: como mucho {limit} (las posiciones que aprendió este modelo), cada uno una de las {count} etiquetas del vocabulario. Cada uno toma su fila de W_E.</translation>
        </message>
        <message>
            <source>Type the tokens separated by spaces: at most {limit}, each one of the vocabulary's {count} labels. Each takes its row of W_E.</source>
            <translation>Escribe los tokens separados por espacios: como mucho {limit}, cada uno una de las {count} etiquetas del vocabulario. Cada uno toma su fila de W_E.</translation>
        </message>
        <message>
            <source>Type the tokens “{tokens}”</source>
            <translation>Escribir los tokens “{tokens}”</translation>
        </message>
        <message>
            <source>Type the whole sequence, labels separated by spaces</source>
            <translation>Escribe la secuencia entera, con las etiquetas separadas por espacios</translation>
        </message>
        <message>
            <source>Only a session with a vocabulary has tokens to type: each is one of its labels</source>
            <translation>Solo una sesión con vocabulario tiene tokens que escribir: cada uno es una de sus etiquetas</translation>
        </message>
        <message>
            <source>T&amp;ype tokens…</source>
            <translation>Escr&amp;ibir tokens…</translation>
        </message>
        <message>
            <source>type tokens…</source>
            <translation>escribir tokens…</translation>
        </message>
        <message>
            <source>random sequence and its repeat</source>
            <translation>secuencia aleatoria y su repetición</translation>
        </message>
        <message>
            <source>A random sequence, then the same again: from the second copy on, an induction head finds what came next last time. Each click draws another.</source>
            <translation>Una secuencia aleatoria y luego la misma otra vez: a partir de la segunda copia, una cabeza de inducción encuentra lo que vino después la última vez. Cada clic genera otra.</translation>
        </message>
        <message>
            <source>Random sequence and its repeat</source>
            <translation>Secuencia aleatoria y su repetición</translation>
        </message>
    </context>
    <context>
        <name>undo_texts</name>
        <message>
            <source>Switch head {head} of layer {layer} off</source>
            <translation>Desactivar la cabeza {head} de la capa {layer}</translation>
        </message>
        <message>
            <source>Switch head {head} of layer {layer} on</source>
            <translation>Activar la cabeza {head} de la capa {layer}</translation>
        </message>
        <message>
            <source>Switch head {head} off</source>
            <translation>Desactivar la cabeza {head}</translation>
        </message>
        <message>
            <source>Switch head {head} on</source>
            <translation>Activar la cabeza {head}</translation>
        </message>
        <message>
            <source>K/V groups {before} → {after} in layer {layer}</source>
            <translation>Grupos K/V {before} → {after} en la capa {layer}</translation>
        </message>
        <message>
            <source>K/V groups {before} → {after}</source>
            <translation>Grupos K/V {before} → {after}</translation>
        </message>
        <message>
            <source>Add layer {layer}</source>
            <translation>Añadir la capa {layer}</translation>
        </message>
        <message>
            <source>Remove layer {layer}</source>
            <translation>Quitar la capa {layer}</translation>
        </message>
        <message>
            <source>Edit {matrix}</source>
            <translation>Editar {matrix}</translation>
        </message>
        <message numerus="yes">
            <source>Change %n cells of {matrix}</source>
            <translation>
                <numerusform>Cambiar %n celda de {matrix}</numerusform>
                <numerusform>Cambiar %n celdas de {matrix}</numerusform>
            </translation>
        </message>
        <message>
            <source>Several changes</source>
            <translation>Varios cambios</translation>
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
            <translation>Azul – blanco – naranja</translation>
        </message>
        <message>
            <source>Blue – white – yellow</source>
            <translation>Azul – blanco – amarillo</translation>
        </message>
    </context>
    <context>
        <name>walkthrough</name>
        <message>
            <source>Project</source>
            <translation>Proyectar</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Puntuar</translation>
        </message>
        <message>
            <source>scores = Q·Kᵀ</source>
            <translation>puntuaciones = Q·Kᵀ</translation>
        </message>
        <message>
            <source>Scale</source>
            <translation>Escalar</translation>
        </message>
        <message>
            <source>scaled = scores / √d_k</source>
            <translation>escaladas = puntuaciones / √d_k</translation>
        </message>
        <message>
            <source>Softmax</source>
            <translation>Softmax</translation>
        </message>
        <message>
            <source>weights = softmax(scaled), one row at a time</source>
            <translation>pesos = softmax(escaladas), fila a fila</translation>
        </message>
        <message>
            <source>Mix</source>
            <translation>Mezclar</translation>
        </message>
        <message>
            <source>output = weights·V</source>
            <translation>salida = pesos·V</translation>
        </message>
        <message>
            <source>Project back</source>
            <translation>Proyectar de vuelta</translation>
        </message>
        <message>
            <source>attention output = concat(heads)·W_o</source>
            <translation>salida de atención = concat(cabezas)·W_o</translation>
        </message>
        <message>
            <source>Residual</source>
            <translation>Residual</translation>
        </message>
        <message>
            <source>residual = Z + attention output</source>
            <translation>residual = Z + salida de atención</translation>
        </message>
        <message>
            <source>Z (the token vectors plus their positions)</source>
            <translation>Z (los vectores de los tokens más sus posiciones)</translation>
        </message>
        <message>
            <source>{matrix} (the previous layer's output)</source>
            <translation>{matrix} (la salida de la capa anterior)</translation>
        </message>
        <message>
            <source>Every row of {source} is multiplied by three matrices: W_q gives the token a query (what it is looking for), W_k a key (how others can find it) and W_v a value (what it hands on). For {token}: query {query}, key {key}, value {value}.</source>
            <translation>Cada fila de {source} se multiplica por tres matrices: W_q da al token una consulta (lo que busca), W_k una clave (cómo pueden encontrarlo los demás) y W_v un valor (lo que transmite). Para {token}: consulta {query}, clave {key}, valor {value}.</translation>
        </message>
        <message numerus="yes">
            <source>Queries and keys both have d_k = %n number(s), so they can be compared.</source>
            <translation>
                <numerusform>Las consultas y las claves tienen d_k = %n número, así que se pueden comparar.</numerusform>
                <numerusform>Las consultas y las claves tienen d_k = %n números, así que se pueden comparar.</numerusform>
            </translation>
        </message>
        <message>
            <source>This is head {head} of {heads}; each head has its own three matrices.</source>
            <translation>Esta es la cabeza {head} de {heads}; cada cabeza tiene sus propias tres matrices.</translation>
        </message>
        <message>
            <source>The query of {token} meets the key of every token in a dot product (multiply place by place, add up): {scores}.</source>
            <translation>La consulta de {token} se encuentra con la clave de cada token en un producto escalar (multiplicar posición a posición y sumar): {scores}.</translation>
        </message>
        <message>
            <source>The best match is {token} with {score}. What counts is how far each score lies below the best one; a score under 0 will still get a positive weight.</source>
            <translation>El mejor encaje es {token}, con {score}. Lo que cuenta es cuánto queda cada puntuación por debajo de la mejor; una puntuación menor que 0 también recibirá un peso positivo.</translation>
        </message>
        <message>
            <source>d_k = {d_k}, so every score is divided by √{d_k} {root}: {scaled}. Long vectors give large dot products; dividing by √d_k keeps them in a range where the softmax still spreads its weight instead of giving nearly all of it to one key.</source>
            <translation>d_k = {d_k}, así que cada puntuación se divide por √{d_k} {root}: {scaled}. Los vectores largos dan productos escalares grandes; dividir por √d_k los mantiene en un rango en el que la softmax todavía reparte su peso en lugar de dárselo casi todo a una sola clave.</translation>
        </message>
        <message>
            <source>Scaling is switched off (÷√d_k in the toolbar), so the scores go into the softmax as they are: {scaled}. With long vectors that makes the softmax pick one key and ignore the rest.</source>
            <translation>El escalado está desactivado (÷√d_k en la barra de herramientas), así que las puntuaciones entran en la softmax tal cual: {scaled}. Con vectores largos, eso hace que la softmax elija una sola clave e ignore el resto.</translation>
        </message>
        <message>
            <source>Every key is hidden from {token}, so there is nothing to share out: its weights cannot be computed (0 ÷ 0). Show at least one key again.</source>
            <translation>Todas las claves están ocultas para {token}, así que no hay nada que repartir: sus pesos no se pueden calcular (0 ÷ 0). Vuelve a mostrar al menos una clave.</translation>
        </message>
        <message>
            <source>The softmax turns row {token} into weights that are positive and add up to 1: subtract the row's largest score, raise e to each result, divide by their total. {token} gives {weights}.</source>
            <translation>La softmax convierte la fila {token} en pesos positivos que suman 1: resta la mayor puntuación de la fila, eleva e a cada resultado y divide por su total. {token} da {weights}.</translation>
        </message>
        <message>
            <source>It listens most to {token} ({best}) and gives itself only {own}: attention follows how well query and key match, not where a token sits.</source>
            <translation>Escucha sobre todo a {token} ({best}) y se da a sí mismo solo {own}: la atención sigue lo bien que encajan consulta y clave, no el lugar que ocupa un token.</translation>
        </message>
        <message>
            <source>Masked keys are set to −∞ before the softmax, so they get exactly 0.</source>
            <translation>Las claves enmascaradas se ponen a −∞ antes de la softmax, así que reciben exactamente 0.</translation>
        </message>
        <message>
            <source>The output of {token} blends the value rows, each in the share its weight gives: {sum}.</source>
            <translation>La salida de {token} mezcla las filas de valores, cada una en la parte que le da su peso: {sum}.</translation>
        </message>
        <message>
            <source>(Adding the printed terms gives {sum}: the weights are shown rounded, the output is worked out from the exact ones.)</source>
            <translation>(Sumar los términos que se muestran da {sum}: los pesos se muestran redondeados, y la salida se calcula con los exactos).</translation>
        </message>
        <message>
            <source>With one head and no W_o there is nothing to combine: the attention output of {token} is the head's output, {output}.</source>
            <translation>Con una sola cabeza y sin W_o no hay nada que combinar: la salida de atención de {token} es la salida de la cabeza, {output}.</translation>
        </message>
        <message>
            <source>The outputs of both heads are placed side by side: the attention output of {token} is {output}.</source>
            <translation>Las salidas de las dos cabezas se colocan una junto a otra: la salida de atención de {token} es {output}.</translation>
        </message>
        <message>
            <source>The outputs of all {heads} heads are placed side by side: the attention output of {token} is {output}.</source>
            <translation>Las salidas de las {heads} cabezas se colocan una junto a otra: la salida de atención de {token} es {output}.</translation>
        </message>
        <message>
            <source>W_o ({rows} × {columns}) turns the {rows} numbers of the head's output into {columns}: each column of W_o says how much of each output number goes into one place of the result. For {token}: {product}.</source>
            <translation>W_o ({rows} × {columns}) convierte los {rows} números de la salida de la cabeza en {columns}: cada columna de W_o dice cuánto de cada número de salida va a un lugar del resultado. Para {token}: {product}.</translation>
        </message>
        <message>
            <source>The outputs of both heads are placed side by side, and W_o ({rows} × {columns}) turns those {rows} numbers into {columns}: each column of W_o says how much of each output number goes into one place of the result. For {token}: {product}.</source>
            <translation>Las salidas de las dos cabezas se colocan una junto a otra, y W_o ({rows} × {columns}) convierte esos {rows} números en {columns}: cada columna de W_o dice cuánto de cada número de salida va a un lugar del resultado. Para {token}: {product}.</translation>
        </message>
        <message>
            <source>The outputs of all {heads} heads are placed side by side, and W_o ({rows} × {columns}) turns those {rows} numbers into {columns}: each column of W_o says how much of each output number goes into one place of the result. For {token}: {product}.</source>
            <translation>Las salidas de las {heads} cabezas se colocan una junto a otra, y W_o ({rows} × {columns}) convierte esos {rows} números en {columns}: cada columna de W_o dice cuánto de cada número de salida va a un lugar del resultado. Para {token}: {product}.</translation>
        </message>
        <message>
            <source>The residual cannot be formed here: {reason}. In a Transformer layer the attention output is added to each token's own vector, so the token keeps what it was and gains the context on top.</source>
            <translation>Aquí no se puede formar la conexión residual: {reason}. En una capa de un Transformer, la salida de atención se suma al propio vector de cada token, de modo que el token conserva lo que era y además gana el contexto.</translation>
        </message>
        <message>
            <source>{token} adds its own vector back to what attention brought in ({source} + attention output): {sum}. So the token loses nothing of what it was: its own features stay, and the context gathered from the other tokens is added to them.</source>
            <translation>{token} vuelve a sumar su propio vector a lo que trajo la atención ({source} + salida de atención): {sum}. Así el token no pierde nada de lo que era: sus propios rasgos se quedan, y el contexto reunido de los demás tokens se les suma.</translation>
        </message>
    </context>
    <context>
        <name>walkthrough_panel</name>
        <message>
            <source>◀ Previous</source>
            <translation>◀ Anterior</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>Siguiente ▶</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Parar</translation>
        </message>
        <message>
            <source>The step's text (the arrow keys scroll it)</source>
            <translation>El texto del paso (las flechas lo desplazan)</translation>
        </message>
        <message>
            <source>The step's formula, then what it does to the numbers</source>
            <translation>La fórmula del paso, y después lo que hace con los números</translation>
        </message>
        <message>
            <source>Keys: {keys}</source>
            <translation>Teclas: {keys}</translation>
        </message>
        <message>
            <source>Step {number} of {count}: {title}</source>
            <translation>Paso {number} de {count}: {title}</translation>
        </message>
        <message>
            <source>The numbers are hidden until you answer the lesson's question.</source>
            <translation>Los números están ocultos hasta que respondas a la pregunta de la lección.</translation>
        </message>
    </context>
    <context>
        <name>walkthrough_words</name>
        <message>
            <source>less than 1 %</source>
            <translation>menos del 1 %</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent} %</translation>
        </message>
        <message>
            <source>The mask hides {keys} from {query}.</source>
            <translation>La máscara oculta {keys} a {query}.</translation>
        </message>
        <message>
            <source>That is as wide as the token vectors ({width} numbers), so the next step can add the two.</source>
            <translation>Eso es tan ancho como los vectores de los tokens ({width} números), así que el paso siguiente puede sumar los dos.</translation>
        </message>
        <message>
            <source>The token vectors have {width} numbers and this has {own}, so the two cannot be added: switch W_o on (toolbar) to bring it back to the token width.</source>
            <translation>Los vectores de los tokens tienen {width} números y esto tiene {own}, así que no se pueden sumar: activa W_o (en la barra de herramientas) para devolverlo al ancho de los tokens.</translation>
        </message>
        <message>
            <source>The token vectors have {width} numbers and this has {own}, so the two cannot be added: give W_o {width} columns to bring it back to the token width.</source>
            <translation>Los vectores de los tokens tienen {width} números y esto tiene {own}, así que no se pueden sumar: da a W_o {width} columnas para devolverlo al ancho de los tokens.</translation>
        </message>
    </context>
    <context>
        <name>welcome</name>
        <message>
            <source>Welcome to selfattn-gui</source>
            <translation>Bienvenido a selfattn-gui</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Bienvenida</translation>
        </message>
        <message>
            <source>Choose where to begin</source>
            <translation>Elige por dónde empezar</translation>
        </message>
        <message>
            <source>Learn self-attention by touching every number</source>
            <translation>Aprende autoatención tocando cada número</translation>
        </message>
        <message>
            <source>Start lesson 1</source>
            <translation>Empezar la lección 1</translation>
        </message>
        <message>
            <source>{lesson}: step by step, predicting each number first</source>
            <translation>{lesson}: paso a paso, prediciendo antes cada número</translation>
        </message>
        <message>
            <source>No lesson could be read</source>
            <translation>No se pudo leer ninguna lección</translation>
        </message>
        <message>
            <source>Explore the example</source>
            <translation>Explorar el ejemplo</translation>
        </message>
        <message>
            <source>cat sat mat: change any number and watch every step follow (F6 steps through it)</source>
            <translation>cat sat mat: cambia cualquier número y mira cómo lo sigue cada paso (F6 lo recorre paso a paso)</translation>
        </message>
        <message>
            <source>Open a file…</source>
            <translation>Abrir un archivo…</translation>
        </message>
        <message>
            <source>A session you or your teacher saved (*.selfattn.json)</source>
            <translation>Una sesión que guardaste tú o tu profesor (*.selfattn.json)</translation>
        </message>
        <message>
            <source>Open a trained model…</source>
            <translation>Abrir un modelo entrenado…</translation>
        </message>
        <message>
            <source>Real trained heads to find and switch off</source>
            <translation>Cabezas entrenadas de verdad que encontrar y desactivar</translation>
        </message>
        <message>
            <source>No recent files yet.</source>
            <translation>Todavía no hay archivos recientes.</translation>
        </message>
        <message>
            <source>Show this page at start</source>
            <translation>Mostrar esta página al inicio</translation>
        </message>
        <message>
            <source>Space turns it on or off; Help, Welcome opens the page at any time</source>
            <translation>Espacio la activa o la desactiva; Ayuda, Bienvenida abre la página en cualquier momento</translation>
        </message>
        <message>
            <source>Close (Esc)</source>
            <translation>Cerrar (Esc)</translation>
        </message>
        <message>
            <source>Close the welcome page</source>
            <translation>Cerrar la página de bienvenida</translation>
        </message>
        <message>
            <source>Go to the window as it is</source>
            <translation>Ir a la ventana tal como está</translation>
        </message>
        <message>
            <source>Start here</source>
            <translation>Empieza aquí</translation>
        </message>
        <message>
            <source>Recent files</source>
            <translation>Archivos recientes</translation>
        </message>
        <message>
            <source>Ways to begin</source>
            <translation>Formas de empezar</translation>
        </message>
        <message>
            <source>Lesson 1, the example, a file, recent files and the examples, each a button</source>
            <translation>La lección 1, el ejemplo, un archivo, los archivos recientes y los ejemplos, cada uno un botón</translation>
        </message>
        <message>
            <source>Open recent file {name}</source>
            <translation>Abrir el archivo reciente {name}</translation>
        </message>
        <message>
            <source>&amp;Welcome…</source>
            <translation>&amp;Bienvenida…</translation>
        </message>
        <message>
            <source>Where to begin: lesson 1, the example, a file or a preset</source>
            <translation>Por dónde empezar: la lección 1, el ejemplo, un archivo o un ejemplo predefinido</translation>
        </message>
    </context>
    <context>
        <name>worksheet</name>
        <message>
            <source>{name} (head {head})</source>
            <translation>{name} (cabeza {head})</translation>
        </message>
        <message>
            <source>Tokens ({count}): {tokens}</source>
            <translation>Tokens ({count}): {tokens}</translation>
        </message>
        <message>
            <source>d_model = {d_model}, d_k = {d_k}, d_v = {d_v}, heads = {heads}</source>
            <translation>d_model = {d_model}, d_k = {d_k}, d_v = {d_v}, cabezas = {heads}</translation>
        </message>
        <message>
            <source>Scaling: divide the scores by √d_k = √{d_k} ≈ {root}</source>
            <translation>Escalado: divide las puntuaciones por √d_k = √{d_k} ≈ {root}</translation>
        </message>
        <message>
            <source>Scaling: off (the scaled scores are the scores)</source>
            <translation>Escalado: desactivado (las puntuaciones escaladas son las puntuaciones)</translation>
        </message>
        <message>
            <source>Positions: sinusoidal encoding added, Z = X + PE (PE is given)</source>
            <translation>Posiciones: se suma la codificación sinusoidal, Z = X + PE (PE es un dato)</translation>
        </message>
        <message>
            <source>Positions: none, so Z = X</source>
            <translation>Posiciones: ninguna, así que Z = X</translation>
        </message>
        <message>
            <source>Causal mask: on, each token sees only itself and the tokens before it</source>
            <translation>Máscara causal: activada, cada token solo se ve a sí mismo y a los tokens anteriores</translation>
        </message>
        <message>
            <source>Causal mask: off</source>
            <translation>Máscara causal: desactivada</translation>
        </message>
        <message>
            <source>Custom mask: the keys marked 0 in the mask below are hidden</source>
            <translation>Máscara propia: las claves marcadas con 0 en la máscara de abajo están ocultas</translation>
        </message>
        <message>
            <source>Output projection W_o: yes</source>
            <translation>Proyección de salida W_o: sí</translation>
        </message>
        <message>
            <source>Output projection W_o: no</source>
            <translation>Proyección de salida W_o: no</translation>
        </message>
        <message>
            <source>Residual: on, residual = Z + attention output</source>
            <translation>Conexión residual: activada, residual = Z + salida de atención</translation>
        </message>
        <message>
            <source>Residual: none ({reason})</source>
            <translation>Conexión residual: ninguna ({reason})</translation>
        </message>
        <message>
            <source>Given: the token vectors</source>
            <translation>Dato: los vectores de los tokens</translation>
        </message>
        <message>
            <source>X: one row per token</source>
            <translation>X: una fila por token</translation>
        </message>
        <message>
            <source>Given: the positional encoding</source>
            <translation>Dato: la codificación posicional</translation>
        </message>
        <message>
            <source>PE: added to X</source>
            <translation>PE: se suma a X</translation>
        </message>
        <message>
            <source>Given: which keys each query may see</source>
            <translation>Dato: qué claves puede ver cada consulta</translation>
        </message>
        <message>
            <source>Given: the projections</source>
            <translation>Dato: las proyecciones</translation>
        </message>
        <message>
            <source>Given: the output projection</source>
            <translation>Dato: la proyección de salida</translation>
        </message>
        <message>
            <source>W_o: mixes the heads</source>
            <translation>W_o: mezcla las cabezas</translation>
        </message>
        <message>
            <source>scores = Q·Kᵀ (row: query, column: key),   scaled = scores / √{d_k}</source>
            <translation>puntuaciones = Q·Kᵀ (fila: consulta, columna: clave),   escaladas = puntuaciones / √{d_k}</translation>
        </message>
        <message>
            <source>scores = Q·Kᵀ (row: query, column: key); no scaling</source>
            <translation>puntuaciones = Q·Kᵀ (fila: consulta, columna: clave); sin escalado</translation>
        </message>
        <message>
            <source>Hidden keys get weight 0; the others share 1.</source>
            <translation>Las claves ocultas reciben peso 0; las demás se reparten 1.</translation>
        </message>
        <message>
            <source>Step 1: project</source>
            <translation>Paso 1: proyecta</translation>
        </message>
        <message>
            <source>Steps 2–3: score and scale</source>
            <translation>Pasos 2–3: puntúa y escala</translation>
        </message>
        <message>
            <source>Step 4: softmax</source>
            <translation>Paso 4: softmax</translation>
        </message>
        <message>
            <source>weights = softmax of each row of the scaled scores (every row adds up to 1)</source>
            <translation>pesos = softmax de cada fila de las puntuaciones escaladas (cada fila suma 1)</translation>
        </message>
        <message>
            <source>Step 5: mix the values</source>
            <translation>Paso 5: mezcla los valores</translation>
        </message>
        <message>
            <source>output = weights·V</source>
            <translation>salida = pesos·V</translation>
        </message>
        <message>
            <source>Step 0: add the positions</source>
            <translation>Paso 0: suma las posiciones</translation>
        </message>
        <message>
            <source>attention output = concat(head outputs)·W_o</source>
            <translation>salida de atención = concat(salidas de las cabezas)·W_o</translation>
        </message>
        <message>
            <source>attention output = concat(head outputs)</source>
            <translation>salida de atención = concat(salidas de las cabezas)</translation>
        </message>
        <message>
            <source>Step 6: combine the heads</source>
            <translation>Paso 6: combina las cabezas</translation>
        </message>
        <message>
            <source>Step 7: add the residual</source>
            <translation>Paso 7: suma la conexión residual</translation>
        </message>
        <message>
            <source>residual = {matrix} + attention output</source>
            <translation>residual = {matrix} + salida de atención</translation>
        </message>
        <message>
            <source>Self-attention</source>
            <translation>Autoatención</translation>
        </message>
    </context>
    <context>
        <name>worksheet_pdf</name>
        <message>
            <source>page {number}</source>
            <translation>página {number}</translation>
        </message>
        <message>
            <source>worksheet</source>
            <translation>hoja de ejercicios</translation>
        </message>
        <message>
            <source>Name: ______________________    Date: ____________</source>
            <translation>Nombre: ______________________    Fecha: ____________</translation>
        </message>
        <message>
            <source>Work out each step by hand from the numbers given, one matrix at a time. Round to {decimals} decimals. The answers are on the last pages.</source>
            <translation>Resuelve cada paso a mano a partir de los números dados, una matriz cada vez. Redondea a {decimals} decimales. Las soluciones están en las últimas páginas.</translation>
        </message>
        <message>
            <source>answer key</source>
            <translation>soluciones</translation>
        </message>
        <message>
            <source>Answer key: {title}</source>
            <translation>Soluciones: {title}</translation>
        </message>
        <message>
            <source>Worksheet: {title}</source>
            <translation>Hoja de ejercicios: {title}</translation>
        </message>
    </context>
</TS>
