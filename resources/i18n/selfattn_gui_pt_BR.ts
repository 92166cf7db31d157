<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
    <context>
        <name>appearance</name>
        <message>
            <source>Light</source>
            <translation>Claro</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Escuro</translation>
        </message>
        <message>
            <source>High contrast (projector)</source>
            <translation>Alto contraste (projetor)</translation>
        </message>
    </context>
    <context>
        <name>atomic_files</name>
        <message>
            <source>the name is a loop of symbolic links</source>
            <translation>o nome é um laço de links simbólicos</translation>
        </message>
        <message>
            <source>the file is read-only, so it was left as it was</source>
            <translation>o arquivo é somente leitura, então foi deixado como estava</translation>
        </message>
        <message>
            <source>nothing was written to {name}</source>
            <translation>nada foi gravado em {name}</translation>
        </message>
    </context>
    <context>
        <name>attention</name>
        <message>
            <source>softmax over the columns instead of the rows</source>
            <translation>softmax nas colunas em vez das linhas</translation>
        </message>
        <message>
            <source>masking after the softmax (zeroing) instead of before it</source>
            <translation>aplicar a máscara depois da softmax (zerando) em vez de antes</translation>
        </message>
        <message>
            <source>forgetting to divide the scores by √d_k</source>
            <translation>esquecer de dividir as pontuações por √d_k</translation>
        </message>
        <message>
            <source>token {position} "{token}" has nothing left to attend to: every key is masked for it; show at least one key (for example itself)</source>
            <translation>o token {position} "{token}" não tem mais nada a que prestar atenção: todas as chaves estão mascaradas para ele; mostre pelo menos uma chave (por exemplo, a dele mesmo)</translation>
        </message>
        <message>
            <source>the residual connection is switched off</source>
            <translation>a conexão residual está desligada</translation>
        </message>
    </context>
    <context>
        <name>attention_panels</name>
        <message>
            <source>Attention weights</source>
            <translation>Pesos de atenção</translation>
        </message>
        <message>
            <source>Weights of the selected query over the keys</source>
            <translation>Pesos da consulta selecionada sobre as chaves</translation>
        </message>
        <message>
            <source>Weights of head {number}: rows are queries, columns keys</source>
            <translation>Pesos da cabeça {number}: as linhas são consultas, as colunas, chaves</translation>
        </message>
    </context>
    <context>
        <name>autosave</name>
        <message>
            <source>the recovery folder {folder} is a file, not a folder (move that file away)</source>
            <translation>a pasta de recuperação {folder} é um arquivo, não uma pasta (tire esse arquivo de lá)</translation>
        </message>
        <message>
            <source>cannot write the recovery copy in {folder} ({reason})</source>
            <translation>não é possível gravar a cópia de recuperação em {folder} ({reason})</translation>
        </message>
        <message>
            <source>could not remove the recovery copy {file} ({reason}); it will be offered at the next start</source>
            <translation>não foi possível remover a cópia de recuperação {file} ({reason}); ela será oferecida na próxima inicialização</translation>
        </message>
    </context>
    <context>
        <name>background_training</name>
        <message>
            <source>Trained in the app: seed {seed}, {steps} steps</source>
            <translation>Treinado no app: semente {seed}, {steps} passos</translation>
        </message>
    </context>
    <context>
        <name>bar_labels</name>
        <message>
            <source>masked</source>
            <translation>mascarada</translation>
        </message>
    </context>
    <context>
        <name>cell_blocks</name>
        <message>
            <source>Copy works on one rectangle of cells: select a single block.</source>
            <translation>Copiar funciona com um retângulo de células: selecione um único bloco.</translation>
        </message>
        <message>
            <source>These numbers are hidden until you answer the lesson's question: answer it (or press Reveal) to copy them.</source>
            <translation>Estes números ficam escondidos até você responder à pergunta da lição: responda (ou aperte Revelar) para copiá-los.</translation>
        </message>
        <message>
            <source>Select the cell where the pasted numbers should start.</source>
            <translation>Selecione a célula onde os números colados devem começar.</translation>
        </message>
        <message>
            <source>Nothing was pasted: {reason}</source>
            <translation>Nada foi colado: {reason}</translation>
        </message>
        <message>
            <source>pasted {rows} × {columns} but only {rows_fit} × {columns_fit} fit from row {row}, column {column}: the extra cells were left out</source>
            <translation>colado {rows} × {columns}, mas só cabem {rows_fit} × {columns_fit} a partir da linha {row}, coluna {column}: as células a mais ficaram de fora</translation>
        </message>
    </context>
    <context>
        <name>cell_input</name>
        <message>
            <source>too large: the limit is ±{limit}</source>
            <translation>grande demais: o limite é ±{limit}</translation>
        </message>
        <message>
            <source>must be a finite number</source>
            <translation>precisa ser um número finito</translation>
        </message>
        <message>
            <source>empty: type a number</source>
            <translation>vazio: digite um número</translation>
        </message>
        <message>
            <source>{typed} is not a number</source>
            <translation>{typed} não é um número</translation>
        </message>
        <message>
            <source>nothing to paste: copy some numbers first</source>
            <translation>nada para colar: copie alguns números primeiro</translation>
        </message>
        <message>
            <source>row {row} is empty: every row of a pasted block needs numbers</source>
            <translation>a linha {row} está vazia: cada linha de um bloco colado precisa de números</translation>
        </message>
        <message>
            <source>too big: the pasted block has {rows} rows, the limit is {limit}</source>
            <translation>grande demais: o bloco colado tem {rows} linhas, o limite é {limit}</translation>
        </message>
        <message>
            <source>too big: the pasted text has {characters} characters, far more than {rows} × {columns} numbers need</source>
            <translation>grande demais: o texto colado tem {characters} caracteres, muito mais do que {rows} × {columns} números precisam</translation>
        </message>
        <message>
            <source>too big: row {row} of the pasted block has {width} columns, the limit is {limit}</source>
            <translation>grande demais: a linha {row} do bloco colado tem {width} colunas, o limite é {limit}</translation>
        </message>
        <message numerus="yes">
            <source>row {row} has %n column(s) but row 1 has {width}: every row of a pasted block needs the same number of columns</source>
            <translation>
                <numerusform>a linha {row} tem %n coluna, mas a linha 1 tem {width}: cada linha de um bloco colado precisa do mesmo número de colunas</numerusform>
                <numerusform>a linha {row} tem %n colunas, mas a linha 1 tem {width}: cada linha de um bloco colado precisa do mesmo número de colunas</numerusform>
            </translation>
        </message>
        <message>
            <source>row {row}, column {column}: {problem}</source>
            <translation>linha {row}, coluna {column}: {problem}</translation>
        </message>
    </context>
    <context>
        <name>cell_messages</name>
        <message>
            <source>row "{row}", column {column}</source>
            <translation>linha "{row}", coluna {column}</translation>
        </message>
        <message>
            <source>row {row}, column {column}</source>
            <translation>linha {row}, coluna {column}</translation>
        </message>
        <message>
            <source>"{token}": double-click to rename this token</source>
            <translation>"{token}": clique duas vezes para renomear este token</translation>
        </message>
        <message>
            <source>{value} is not a number</source>
            <translation>{value} não é um número</translation>
        </message>
        <message>
            <source>row {row}: a token label cannot be empty</source>
            <translation>linha {row}: o rótulo de um token não pode ser vazio</translation>
        </message>
    </context>
    <context>
        <name>checks</name>
        <message>
            <source>{matrix} is {found} but should be {expected}</source>
            <translation>{matrix} é {found}, mas deveria ser {expected}</translation>
        </message>
        <message>
            <source>scores and weights are {n} × {m}, the output is {n} × {d_v}, the attention output is {n} × {width}, the residual is {n} × {d_model}</source>
            <translation>pontuações e pesos são {n} × {m}, a saída é {n} × {d_v}, a saída da atenção é {n} × {width}, a residual é {n} × {d_model}</translation>
        </message>
        <message>
            <source>scores and weights are {n} × {m}, the output is {n} × {d_v}, the attention output is {n} × {width}</source>
            <translation>pontuações e pesos são {n} × {m}, a saída é {n} × {d_v}, a saída da atenção é {n} × {width}</translation>
        </message>
        <message>
            <source>{shapes}; no residual: {reason}</source>
            <translation>{shapes}; sem residual: {reason}</translation>
        </message>
        <message>
            <source>Shapes</source>
            <translation>Formatos</translation>
        </message>
        <message numerus="yes">
            <source>in every layer, no weight is negative, each of the %n rows adds up to 1, a hidden key gets exactly 0</source>
            <translation>
                <numerusform>em cada camada, nenhum peso é negativo, a %n linha soma 1, uma chave escondida recebe exatamente 0</numerusform>
                <numerusform>em cada camada, nenhum peso é negativo, cada uma das %n linhas soma 1, uma chave escondida recebe exatamente 0</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>no weight is negative, each of the %n rows adds up to 1, a hidden key gets exactly 0</source>
            <translation>
                <numerusform>nenhum peso é negativo, a %n linha soma 1, uma chave escondida recebe exatamente 0</numerusform>
                <numerusform>nenhum peso é negativo, cada uma das %n linhas soma 1, uma chave escondida recebe exatamente 0</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>(%n visible weights are too small to show and round to 0)</source>
            <translation>
                <numerusform>(%n peso visível é pequeno demais para aparecer e é arredondado para 0)</numerusform>
                <numerusform>(%n pesos visíveis são pequenos demais para aparecer e são arredondados para 0)</numerusform>
            </translation>
        </message>
        <message>
            <source>Rows sum to 1</source>
            <translation>As linhas somam 1</translation>
        </message>
        <message>
            <source>layer {layer}, head {head}: {problem}</source>
            <translation>camada {layer}, cabeça {head}: {problem}</translation>
        </message>
        <message>
            <source>row "{token}" has no visible key: every key is masked for it</source>
            <translation>a linha "{token}" não tem nenhuma chave visível: todas as chaves estão mascaradas para ela</translation>
        </message>
        <message>
            <source>row "{token}" contains a weight that is not a number</source>
            <translation>a linha "{token}" contém um peso que não é um número</translation>
        </message>
        <message>
            <source>row "{token}" gives "{key}" a negative weight ({weight})</source>
            <translation>a linha "{token}" dá a "{key}" um peso negativo ({weight})</translation>
        </message>
        <message>
            <source>row "{token}" gives the masked key "{key}" weight {weight} instead of 0</source>
            <translation>a linha "{token}" dá à chave mascarada "{key}" o peso {weight} em vez de 0</translation>
        </message>
        <message>
            <source>row "{token}" sums to {sum}, not 1</source>
            <translation>a linha "{token}" soma {sum}, não 1</translation>
        </message>
        <message>
            <source>Equal scores give an average</source>
            <translation>Pontuações iguais dão uma média</translation>
        </message>
        <message numerus="yes">
            <source>with every score equal, each of the %n outputs is the simple mean of the values its token may see</source>
            <translation>
                <numerusform>com todas as pontuações iguais, a %n saída é a média simples dos valores que o seu token pode ver</numerusform>
                <numerusform>com todas as pontuações iguais, cada uma das %n saídas é a média simples dos valores que o seu token pode ver</numerusform>
            </translation>
        </message>
        <message>
            <source>with every score equal, the output of "{token}" is not the simple mean of the values it may see (off by {gap})</source>
            <translation>com todas as pontuações iguais, a saída de "{token}" não é a média simples dos valores que ele pode ver (diferença de {gap})</translation>
        </message>
        <message>
            <source>the columns sum to 1 and the rows do not, so the softmax ran down the columns instead of across the rows</source>
            <translation>as colunas somam 1 e as linhas não, então a softmax foi aplicada ao longo das colunas em vez das linhas</translation>
        </message>
        <message>
            <source>(rows and columns both sum to 1 here, which can happen by chance)</source>
            <translation>(linhas e colunas somam 1 aqui, o que pode acontecer por acaso)</translation>
        </message>
        <message>
            <source>(columns need not sum to 1)</source>
            <translation>(as colunas não precisam somar 1)</translation>
        </message>
        <message>
            <source>Column sums</source>
            <translation>Somas das colunas</translation>
        </message>
    </context>
    <context>
        <name>checks_panel</name>
        <message>
            <source>Sanity checks on the weights</source>
            <translation>Verificações básicas dos pesos</translation>
        </message>
        <message>
            <source>Each check says whether the weights pass it, and why</source>
            <translation>Cada verificação diz se os pesos passam nela, e por quê</translation>
        </message>
        <message>
            <source>Checking head {number}</source>
            <translation>Verificando a cabeça {number}</translation>
        </message>
        <message>
            <source>Checking the weights</source>
            <translation>Verificando os pesos</translation>
        </message>
        <message>
            <source>{heading}, with a mistake: {mistake}</source>
            <translation>{heading}, com um erro: {mistake}</translation>
        </message>
        <message>
            <source>{check}: hidden until you answer</source>
            <translation>{check}: escondida até você responder</translation>
        </message>
        <message>
            <source>{check}: passes</source>
            <translation>{check}: passa</translation>
        </message>
        <message>
            <source>{check}: fails</source>
            <translation>{check}: falha</translation>
        </message>
        <message>
            <source>? &lt;b&gt;{check}&lt;/b&gt;: hidden until you answer the question</source>
            <translation>? &lt;b&gt;{check}&lt;/b&gt;: escondida até você responder à pergunta</translation>
        </message>
    </context>
    <context>
        <name>checks_words</name>
        <message>
            <source>column sums from {lowest} to {highest}</source>
            <translation>somas das colunas de {lowest} a {highest}</translation>
        </message>
        <message>
            <source>column sums: {sums}</source>
            <translation>somas das colunas: {sums}</translation>
        </message>
        <message>
            <source>head {number}</source>
            <translation>cabeça {number}</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation>{first} e {last}</translation>
        </message>
        <message>
            <source>heads {numbers}</source>
            <translation>cabeças {numbers}</translation>
        </message>
        <message>
            <source>{heads} of layer {layer}</source>
            <translation>{heads} da camada {layer}</translation>
        </message>
        <message>
            <source>{heads} is switched off (its output is zeros in the concat)</source>
            <translation>{heads} está desligada (a sua saída são zeros na concatenação)</translation>
        </message>
        <message>
            <source>{heads} are switched off (their outputs are zeros in the concat)</source>
            <translation>{heads} estão desligadas (as suas saídas são zeros na concatenação)</translation>
        </message>
    </context>
    <context>
        <name>classroom_actions</name>
        <message>
            <source>Zoom: Ctrl + Plus, Ctrl + Minus, Ctrl + 0 for 100 %</source>
            <translation>Zoom: Ctrl + Mais, Ctrl + Menos, Ctrl + 0 para 100 %</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>&amp;Aumentar zoom</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>&amp;Diminuir zoom</translation>
        </message>
        <message>
            <source>&amp;Actual size (100 %)</source>
            <translation>&amp;Tamanho real (100 %)</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Preferências…</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>T&amp;ema</translation>
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
            <translation>Aj&amp;uda</translation>
        </message>
    </context>
    <context>
        <name>copy_lock</name>
        <message>
            <source>not an ordinary file</source>
            <translation>não é um arquivo comum</translation>
        </message>
        <message>
            <source>the lock file keeps changing</source>
            <translation>o arquivo de trava continua mudando</translation>
        </message>
        <message>
            <source>another process holds the lock</source>
            <translation>outro processo está com a trava</translation>
        </message>
    </context>
    <context>
        <name>cost_meter</name>
        <message>
            <source>Columns: {headers}</source>
            <translation>Colunas: {headers}</translation>
        </message>
        <message>
            <source>tokens n</source>
            <translation>tokens n</translation>
        </message>
        <message>
            <source>scores n²</source>
            <translation>pontuações n²</translation>
        </message>
        <message>
            <source>memory (float32)</source>
            <translation>memória (float32)</translation>
        </message>
        <message>
            <source>Scores and memory one head needs per length</source>
            <translation>Pontuações e memória de que uma cabeça precisa para cada comprimento</translation>
        </message>
        <message>
            <source>Measure on this computer</source>
            <translation>Medir neste computador</translation>
        </message>
        <message>
            <source>Time one head of attention (d_k = 64) at a few lengths</source>
            <translation>Cronometrar uma cabeça de atenção (d_k = 64) em alguns comprimentos</translation>
        </message>
        <message>
            <source>Times are the fastest of three runs; they vary from run to run.</source>
            <translation>Os tempos são o mais rápido de três execuções; eles variam de uma execução para outra.</translation>
        </message>
        <message>
            <source>time</source>
            <translation>tempo</translation>
        </message>
        <message>
            <source>× previous</source>
            <translation>× anterior</translation>
        </message>
        <message>
            <source>Time one head took here</source>
            <translation>Tempo que uma cabeça levou aqui</translation>
        </message>
    </context>
    <context>
        <name>document</name>
        <message>
            <source>untitled</source>
            <translation>sem título</translation>
        </message>
    </context>
    <context>
        <name>dot_product_picture</name>
        <message>
            <source>the token's vector is all zeros, so no weight matrix can move it</source>
            <translation>o vetor do token é todo de zeros, então nenhuma matriz de pesos pode movê-lo</translation>
        </message>
    </context>
    <context>
        <name>dot_product_view</name>
        <message>
            <source>Drag the query: W_q changes.
Drag a key: W_k changes.</source>
            <translation>Arraste a consulta: W_q muda.
Arraste uma chave: W_k muda.</translation>
        </message>
        <message>
            <source>Each arrow starts at 0: the selected query (blue) and the keys of this head. q·k is the length of the query's shadow on a key's line times the key's length: below 0 when the shadow falls behind 0, as when the query points away from the key.
Dragging the query changes W_q (the smallest change that puts it there), so the keys stay put. Dragging a key changes W_k: the keys of words that share its features move with it, since every key comes from the same W_k. The token vectors are left alone: changing one would move its query, key and value at once.
Keyboard: Page Down / Page Up choose an arrow (a key's score is then explained), the arrow keys nudge it, one undo step each.</source>
            <translation>Cada seta começa em 0: a consulta selecionada (azul) e as chaves desta cabeça. q·k é o comprimento da sombra da consulta sobre a linha de uma chave vezes o comprimento da chave: abaixo de 0 quando a sombra cai atrás de 0, como quando a consulta aponta para longe da chave.
Arrastar a consulta muda W_q (a menor alteração que a põe ali), então as chaves ficam paradas. Arrastar uma chave muda W_k: as chaves das palavras que compartilham os seus atributos se movem junto, já que todas as chaves vêm do mesmo W_k. Os vetores dos tokens não são tocados: mudar um deles moveria a sua consulta, a sua chave e o seu valor de uma vez.
Teclado: Page Down / Page Up escolhem uma seta (a pontuação de uma chave é então explicada), as setas do teclado a empurram, um passo de desfazer cada.</translation>
        </message>
        <message>
            <source>The dot product as arrows: the query and the keys</source>
            <translation>O produto escalar como setas: a consulta e as chaves</translation>
        </message>
        <message>
            <source>{key}: masked</source>
            <translation>{key}: mascarada</translation>
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
            <translation>Nenhuma consulta está selecionada: clique numa linha de um mapa de calor para escolher uma.</translation>
        </message>
        <message>
            <source>{what} at ({x}, {y})</source>
            <translation>{what} em ({x}, {y})</translation>
        </message>
        <message>
            <source>query</source>
            <translation>consulta</translation>
        </message>
        <message>
            <source>angle to "{token}": {angle} degrees</source>
            <translation>ângulo até "{token}": {angle} graus</translation>
        </message>
        <message>
            <source>The query of "{token}" cannot be moved: the vector it is made from is all zeros, and 0 times any {matrix} is still 0.</source>
            <translation>A consulta de "{token}" não pode ser movida: o vetor de que ela é feita é todo de zeros, e 0 vezes qualquer {matrix} continua 0.</translation>
        </message>
        <message>
            <source>The key of "{token}" cannot be moved: the vector it is made from is all zeros, and 0 times any {matrix} is still 0.</source>
            <translation>A chave de "{token}" não pode ser movida: o vetor de que ela é feita é todo de zeros, e 0 vezes qualquer {matrix} continua 0.</translation>
        </message>
        <message>
            <source>Drag the query of "{token}" ({matrix})</source>
            <translation>Arrastar a consulta de "{token}" ({matrix})</translation>
        </message>
        <message>
            <source>Drag the key of "{token}" ({matrix})</source>
            <translation>Arrastar a chave de "{token}" ({matrix})</translation>
        </message>
    </context>
    <context>
        <name>edit_menu</name>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Editar</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Desfazer</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Refazer</translation>
        </message>
        <message>
            <source>Add &amp;token…</source>
            <translation>Adicionar &amp;token…</translation>
        </message>
        <message>
            <source>Remove selected token</source>
            <translation>Remover o token selecionado</translation>
        </message>
        <message>
            <source>Move token &amp;up</source>
            <translation>Mover token para &amp;cima</translation>
        </message>
        <message>
            <source>Move token &amp;down</source>
            <translation>Mover token para &amp;baixo</translation>
        </message>
        <message>
            <source>&amp;Shuffle tokens</source>
            <translation>E&amp;mbaralhar tokens</translation>
        </message>
    </context>
    <context>
        <name>edits</name>
        <message>
            <source>embeddings: expected {rows} × {columns}, found {found_rows} × {found_columns}; with a vocabulary change its W_E to change the sizes</source>
            <translation>embeddings: esperado {rows} × {columns}, encontrado {found_rows} × {found_columns}; com um vocabulário, altere o seu W_E para mudar os tamanhos</translation>
        </message>
        <message>
            <source>“{label}” occurs 2 times: both changed</source>
            <translation>“{label}” aparece 2 vezes: as duas foram alteradas</translation>
        </message>
        <message>
            <source>“{label}” occurs {count} times: all {count} changed</source>
            <translation>“{label}” aparece {count} vezes: todas as {count} foram alteradas</translation>
        </message>
        <message>
            <source>{notes} (its vector is its vocabulary entry's row of W_E).</source>
            <translation>{notes} (o seu vetor é a linha de W_E da sua entrada no vocabulário).</translation>
        </message>
        <message>
            <source>tokens: the limit is {limit}</source>
            <translation>tokens: o limite é {limit}</translation>
        </message>
        <message>
            <source>tokens: the last token cannot be removed</source>
            <translation>tokens: o último token não pode ser removido</translation>
        </message>
        <message>
            <source>tokens[{index}]: a token label must not be empty</source>
            <translation>tokens[{index}]: o rótulo de um token não pode ser vazio</translation>
        </message>
        <message>
            <source>source: this session has no source sentence to rename in</source>
            <translation>source: esta sessão não tem frase de origem para renomear</translation>
        </message>
        <message>
            <source>source.tokens[{index}]: a token label must not be empty</source>
            <translation>source.tokens[{index}]: o rótulo de um token não pode ser vazio</translation>
        </message>
        <message>
            <source>tokens[{index}]: “{label}” is not in the vocabulary; choose one of its {count} labels: {listed} and {more} more</source>
            <translation>tokens[{index}]: “{label}” não está no vocabulário; escolha um dos seus {count} rótulos: {listed} e mais {more}</translation>
        </message>
        <message>
            <source>tokens[{index}]: “{label}” is not in the vocabulary; choose one of its {count} labels: {listed}</source>
            <translation>tokens[{index}]: “{label}” não está no vocabulário; escolha um dos seus {count} rótulos: {listed}</translation>
        </message>
    </context>
    <context>
        <name>explain</name>
        <message>
            <source>There is no {matrix} here: {reason}.</source>
            <translation>Não há {matrix} aqui: {reason}.</translation>
        </message>
        <message>
            <source>{title} (head {head})</source>
            <translation>{title} (cabeça {head})</translation>
        </message>
    </context>
    <context>
        <name>explain_outputs</name>
        <message>
            <source>output = weights·V: the weights of {token} times column {column} of V, a weighted average of the values</source>
            <translation>saída = pesos·V: os pesos de {token} vezes a coluna {column} de V, uma média ponderada dos valores</translation>
        </message>
        <message>
            <source>Masked keys have weight 0 and add nothing.</source>
            <translation>Chaves mascaradas têm peso 0 e não acrescentam nada.</translation>
        </message>
        <message>
            <source>With the rounded weights shown this comes to {rounded}; the exact weights give {exact}.</source>
            <translation>Com os pesos arredondados mostrados, isso dá {rounded}; os pesos exatos dão {exact}.</translation>
        </message>
        <message>
            <source>head output of {token}, column {column}</source>
            <translation>saída da cabeça de {token}, coluna {column}</translation>
        </message>
        <message>
            <source>attention output of {token}, column {column}</source>
            <translation>saída da atenção de {token}, coluna {column}</translation>
        </message>
        <message>
            <source>No W_o: the head outputs are only placed side by side, so this is column {column} of head {head}: {value}</source>
            <translation>Sem W_o: as saídas das cabeças são só postas lado a lado, então esta é a coluna {column} da cabeça {head}: {value}</translation>
        </message>
        <message>
            <source>attention output = concat(heads)·W_o: the head output of {token}, side by side, times column {column} of W_o</source>
            <translation>saída da atenção = concat(cabeças)·W_o: a saída da cabeça de {token}, lado a lado, vezes a coluna {column} de W_o</translation>
        </message>
        <message>
            <source>attention output = concat(heads)·W_o: the {heads} head outputs of {token}, side by side, times column {column} of W_o</source>
            <translation>saída da atenção = concat(cabeças)·W_o: as {heads} saídas das cabeças de {token}, lado a lado, vezes a coluna {column} de W_o</translation>
        </message>
        <message>
            <source>residual output of {token}, column {column}</source>
            <translation>saída residual de {token}, coluna {column}</translation>
        </message>
        <message>
            <source>residual = {source} + attention output: {sum}</source>
            <translation>residual = {source} + saída da atenção: {sum}</translation>
        </message>
        <message>
            <source>{token} keeps its own vector and gains what attention brought in on top.</source>
            <translation>{token} mantém o seu próprio vetor e ganha por cima o que a atenção trouxe.</translation>
        </message>
    </context>
    <context>
        <name>explain_panel</name>
        <message>
            <source>The tokens changed, so the number explained here is gone. Click a number to see how it was worked out.</source>
            <translation>Os tokens mudaram, então o número explicado aqui sumiu. Clique num número para ver como ele foi calculado.</translation>
        </message>
        <message>
            <source>Click a number in Q, K, V, the scaled scores, the weights or an output to see how it was worked out.</source>
            <translation>Clique num número de Q, K, V, das pontuações escaladas, dos pesos ou de uma saída para ver como ele foi calculado.</translation>
        </message>
        <message>
            <source>This number, or one it is made from, is hidden until you answer the lesson's question: guess first, then click it again.</source>
            <translation>Este número, ou um de que ele é feito, fica escondido até você responder à pergunta da lição: chute primeiro e depois clique nele de novo.</translation>
        </message>
        <message>
            <source>How the selected number was worked out</source>
            <translation>Como o número selecionado foi calculado</translation>
        </message>
        <message>
            <source>Click a number, or press Enter on a heatmap cell, to read how it was worked out</source>
            <translation>Clique num número, ou pressione Enter numa célula de mapa de calor, para ler como ele foi calculado</translation>
        </message>
        <message>
            <source>Tinted cells in the tables and heatmaps: where this number came from.</source>
            <translation>Células coloridas nas tabelas e nos mapas de calor: de onde este número veio.</translation>
        </message>
    </context>
    <context>
        <name>explain_projections</name>
        <message>
            <source>Q, row {token}, column {column}: part of the query of {token}</source>
            <translation>Q, linha {token}, coluna {column}: parte da consulta de {token}</translation>
        </message>
        <message>
            <source>K, row {token}, column {column}: part of the key of {token}</source>
            <translation>K, linha {token}, coluna {column}: parte da chave de {token}</translation>
        </message>
        <message>
            <source>V, row {token}, column {column}: part of the value of {token}</source>
            <translation>V, linha {token}, coluna {column}: parte do valor de {token}</translation>
        </message>
        <message>
            <source>{matrix} = {source}·{weight}: the vector of {token} (row of {source}) times column {column} of {weight}</source>
            <translation>{matrix} = {source}·{weight}: o vetor de {token} (linha de {source}) vezes a coluna {column} de {weight}</translation>
        </message>
        <message>
            <source>{weight} is its K/V group's: {sharing}.</source>
            <translation>{weight} é do seu grupo K/V: {sharing}.</translation>
        </message>
        <message>
            <source>{matrix}, row {token}, column {column}</source>
            <translation>{matrix}, linha {token}, coluna {column}</translation>
        </message>
        <message>
            <source>You type this: the row of the vocabulary's W_E for {token}, feature {feature}: {value}</source>
            <translation>Você digita isto: a linha do W_E do vocabulário para {token}, atributo {feature}: {value}</translation>
        </message>
        <message>
            <source>You type this: the vector of {token}, feature {feature}: {value}</source>
            <translation>Você digita isto: o vetor de {token}, atributo {feature}: {value}</translation>
        </message>
        <message>
            <source>what layer {layer} read plus its attention output</source>
            <translation>o que a camada {layer} leu mais a sua saída da atenção</translation>
        </message>
        <message>
            <source>its attention output (it has no residual)</source>
            <translation>a sua saída da atenção (ela não tem residual)</translation>
        </message>
        <message>
            <source>{matrix} is layer {layer}'s output, which layer {next} reads: row {token}, column {column} of layer {layer}'s output ({made}) {equals}</source>
            <translation>{matrix} é a saída da camada {layer}, que a camada {next} lê: linha {token}, coluna {column} da saída da camada {layer} ({made}) {equals}</translation>
        </message>
        <message>
            <source>It is worked out, not typed: choose layer {layer} to see how, and edit its W's or W_o (or layer 1's X) to change it.</source>
            <translation>Isto é calculado, não digitado: escolha a camada {layer} para ver como, e edite os seus W ou W_o (ou o X da camada 1) para mudá-lo.</translation>
        </message>
        <message>
            <source>Positions are off, so Z is X itself: {value}</source>
            <translation>As posições estão desligadas, então Z é o próprio X: {value}</translation>
        </message>
        <message>
            <source>Z = X + positional encoding: {sum}</source>
            <translation>Z = X + codificação posicional: {sum}</translation>
        </message>
        <message>
            <source>The encoding of position {position} (counted from 0), feature {feature}: {formula}</source>
            <translation>A codificação da posição {position} (contando a partir de 0), atributo {feature}: {formula}</translation>
        </message>
    </context>
    <context>
        <name>explain_weights</name>
        <message>
            <source>query {query} · key {key} = {sum}</source>
            <translation>consulta {query} · chave {key} = {sum}</translation>
        </message>
        <message>
            <source>The mask hides key {key} from query {query}: before the softmax this score is replaced by {minus}∞, so it ends up with weight 0.</source>
            <translation>A máscara esconde a chave {key} da consulta {query}: antes da softmax, esta pontuação é substituída por {minus}∞, então ela acaba com peso 0.</translation>
        </message>
        <message>
            <source>score of query {query} for key {key}</source>
            <translation>pontuação da consulta {query} para a chave {key}</translation>
        </message>
        <message>
            <source>A dot product: multiply the two vectors place by place and add up. The larger it is, the better the key matches the query.</source>
            <translation>Um produto escalar: multiplique os dois vetores posição por posição e some. Quanto maior ele for, melhor a chave combina com a consulta.</translation>
        </message>
        <message>
            <source>Dividing by √d_k (d_k = {d_k}) keeps scores of long vectors from growing so large that the softmax puts everything on one key.</source>
            <translation>Dividir por √d_k (d_k = {d_k}) impede que as pontuações de vetores longos cresçam tanto que a softmax ponha tudo numa só chave.</translation>
        </message>
        <message>
            <source>No scaling (÷√d_k is switched off), so the scaled score is the score: {score}</source>
            <translation>Sem escala (÷√d_k está desligada), então a pontuação escalada é a própria pontuação: {score}</translation>
        </message>
        <message>
            <source>the division by √d_k was left out</source>
            <translation>a divisão por √d_k foi deixada de fora</translation>
        </message>
        <message>
            <source>scaled score of query {query} for key {key}</source>
            <translation>pontuação escalada da consulta {query} para a chave {key}</translation>
        </message>
        <message>
            <source>⚠ The number on show is {shown}, not {correct}: a mistake is switched on ({what}).</source>
            <translation>⚠ O número mostrado é {shown}, não {correct}: um erro está ligado ({what}).</translation>
        </message>
        <message>
            <source>weight of query {query} on key {key}</source>
            <translation>peso da consulta {query} sobre a chave {key}</translation>
        </message>
        <message>
            <source>Every key is hidden from {query}, so there is nothing to share out (the weights would be 0 ÷ 0); the app leaves them at 0 and shows a warning.</source>
            <translation>Todas as chaves estão escondidas de {query}, então não há nada para repartir (os pesos seriam 0 ÷ 0); o app os deixa em 0 e mostra um aviso.</translation>
        </message>
        <message>
            <source>Key {key} is masked for query {query}: its scaled score becomes {minus}∞ before the softmax, and e^({minus}∞) = 0, so the weight is exactly 0.</source>
            <translation>A chave {key} está mascarada para a consulta {query}: a sua pontuação escalada vira {minus}∞ antes da softmax, e e^({minus}∞) = 0, então o peso é exatamente 0.</translation>
        </message>
        <message>
            <source>The visible keys share all of the weight: {row}.</source>
            <translation>As chaves visíveis dividem todo o peso: {row}.</translation>
        </message>
        <message>
            <source>the mask was applied too late</source>
            <translation>a máscara foi aplicada tarde demais</translation>
        </message>
        <message>
            <source>{minus}∞ (masked)</source>
            <translation>{minus}∞ (mascarada)</translation>
        </message>
        <message>
            <source>{key}: masked, e^({minus}∞) = 0</source>
            <translation>{key}: mascarada, e^({minus}∞) = 0</translation>
        </message>
        <message>
            <source>Softmax of row {query} of the scaled scores: {scores}</source>
            <translation>Softmax da linha {query} das pontuações escaladas: {scores}</translation>
        </message>
        <message>
            <source>Subtract the row's largest score ({largest}) and take e^(score {minus} largest) for each key:</source>
            <translation>Subtraia a maior pontuação da linha ({largest}) e calcule e^(pontuação {minus} maior) para cada chave:</translation>
        </message>
        <message>
            <source>sum = {sum}</source>
            <translation>soma = {sum}</translation>
        </message>
        <message>
            <source>weight = {division}</source>
            <translation>peso = {division}</translation>
        </message>
        <message>
            <source>The whole row: {row}; together {total}.</source>
            <translation>A linha inteira: {row}; juntos, {total}.</translation>
        </message>
        <message>
            <source>the softmax ran down the columns instead of across the rows</source>
            <translation>a softmax foi aplicada ao longo das colunas em vez das linhas</translation>
        </message>
        <message>
            <source>the mask was applied after the softmax, so this row no longer sums to 1</source>
            <translation>a máscara foi aplicada depois da softmax, então esta linha já não soma 1</translation>
        </message>
        <message>
            <source>these weights were not made by a softmax across this row</source>
            <translation>estes pesos não foram feitos por uma softmax ao longo desta linha</translation>
        </message>
    </context>
    <context>
        <name>export_actions</name>
        <message>
            <source>Weights heatmap</source>
            <translation>Mapa de calor dos pesos</translation>
        </message>
        <message>
            <source>Scores heatmap</source>
            <translation>Mapa de calor das pontuações</translation>
        </message>
        <message>
            <source>Query chart</source>
            <translation>Gráfico da consulta</translation>
        </message>
        <message>
            <source>weights heatmap</source>
            <translation>mapa de calor dos pesos</translation>
        </message>
        <message>
            <source>scores heatmap</source>
            <translation>mapa de calor das pontuações</translation>
        </message>
        <message>
            <source>query chart</source>
            <translation>gráfico da consulta</translation>
        </message>
        <message>
            <source>picture</source>
            <translation>imagem</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>Imagens PNG (*.png)</translation>
        </message>
        <message>
            <source>SVG drawings (*.svg)</source>
            <translation>Desenhos SVG (*.svg)</translation>
        </message>
        <message>
            <source>Python files (*.py)</source>
            <translation>Arquivos Python (*.py)</translation>
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
            <translation>Janela inteira como PNG ({scale}×)…</translation>
        </message>
        <message>
            <source>window</source>
            <translation>janela</translation>
        </message>
        <message>
            <source>Panel as PNG ({scale}×)</source>
            <translation>Painel como PNG ({scale}×)</translation>
        </message>
        <message>
            <source>Export as &amp;Python script…</source>
            <translation>Exportar como script &amp;Python…</translation>
        </message>
        <message>
            <source>Export &amp;worksheet (PDF)…</source>
            <translation>Exportar &amp;folha de exercícios (PDF)…</translation>
        </message>
        <message>
            <source>Table {table} as {format}…</source>
            <translation>Tabela {table} como {format}…</translation>
        </message>
        <message>
            <source>Save the table {table} as {format}: the table you last clicked in (the weights until you click in another)</source>
            <translation>Salvar a tabela {table} como {format}: a tabela em que você clicou por último (os pesos, até você clicar em outra)</translation>
        </message>
        <message>
            <source>The whole pipeline</source>
            <translation>O fluxo inteiro</translation>
        </message>
        <message>
            <source>Save {picture} as PNG…</source>
            <translation>Salvar {picture} como PNG…</translation>
        </message>
        <message>
            <source>Save {picture} as SVG…</source>
            <translation>Salvar {picture} como SVG…</translation>
        </message>
        <message>
            <source>Save as PNG for a handout ({scale}×)…</source>
            <translation>Salvar como PNG para material impresso ({scale}×)…</translation>
        </message>
        <message>
            <source>Cannot export</source>
            <translation>Não é possível exportar</translation>
        </message>
        <message>
            <source>{file}: could not save {what} ({reason}).</source>
            <translation>{file}: não foi possível salvar {what} ({reason}).</translation>
        </message>
        <message>
            <source>Saved {what} to {file}.</source>
            <translation>Arquivo salvo em {file}: {what}.</translation>
        </message>
        <message>
            <source>Save {picture}</source>
            <translation>Salvar {picture}</translation>
        </message>
        <message>
            <source>Save {panel} as PNG ({scale}×)</source>
            <translation>Salvar {panel} como PNG ({scale}×)</translation>
        </message>
        <message>
            <source>Export as Python script</source>
            <translation>Exportar como script Python</translation>
        </message>
        <message>
            <source>the Python script</source>
            <translation>o script Python</translation>
        </message>
        <message>
            <source>The worksheet's answer key would give away the lesson's open question: answer it (or press Reveal) first.</source>
            <translation>O gabarito da folha de exercícios entregaria a pergunta aberta da lição: responda a ela (ou aperte Revelar) primeiro.</translation>
        </message>
        <message>
            <source>Export worksheet</source>
            <translation>Exportar folha de exercícios</translation>
        </message>
        <message>
            <source>the worksheet</source>
            <translation>a folha de exercícios</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Todos os arquivos (*)</translation>
        </message>
    </context>
    <context>
        <name>file_messages</name>
        <message>
            <source>{number} is too large (the limit is ±{limit})</source>
            <translation>{number} é grande demais (o limite é ±{limit})</translation>
        </message>
        <message>
            <source>{number} is not allowed: every value must be a finite number</source>
            <translation>{number} não é permitido: todo valor precisa ser um número finito</translation>
        </message>
        <message>
            <source>a number with thousands of digits</source>
            <translation>um número com milhares de dígitos</translation>
        </message>
        <message>
            <source>a {digits}-digit number</source>
            <translation>um número de {digits} dígitos</translation>
        </message>
        <message>
            <source>a number too large to use</source>
            <translation>um número grande demais para ser usado</translation>
        </message>
        <message>
            <source>the text {text}</source>
            <translation>o texto {text}</translation>
        </message>
        <message>
            <source>the number {number}</source>
            <translation>o número {number}</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>uma lista</translation>
        </message>
        <message>
            <source>an empty list</source>
            <translation>uma lista vazia</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>um objeto</translation>
        </message>
    </context>
    <context>
        <name>file_values</name>
        <message>
            <source>a number</source>
            <translation>um número</translation>
        </message>
        <message>
            <source>0 or 1</source>
            <translation>0 ou 1</translation>
        </message>
        <message>
            <source>{field}: expected a list of token labels, found {found}</source>
            <translation>{field}: esperada uma lista de rótulos de tokens, encontrado {found}</translation>
        </message>
        <message>
            <source>{field}: expected a list of labels, found {found}</source>
            <translation>{field}: esperada uma lista de rótulos, encontrado {found}</translation>
        </message>
        <message>
            <source>{field}: expected a list of heads, found {found}</source>
            <translation>{field}: esperada uma lista de cabeças, encontrado {found}</translation>
        </message>
        <message>
            <source>{field}: expected a list of layers, found {found}</source>
            <translation>{field}: esperada uma lista de camadas, encontrado {found}</translation>
        </message>
        <message>
            <source>{field}: expected a list of key/value groups, found {found}</source>
            <translation>{field}: esperada uma lista de grupos de chave/valor, encontrado {found}</translation>
        </message>
        <message>
            <source>{field}: {count} tokens, the limit is {limit}</source>
            <translation>{field}: {count} tokens, o limite é {limit}</translation>
        </message>
        <message>
            <source>{field}: {count} labels, the limit is {limit}</source>
            <translation>{field}: {count} rótulos, o limite é {limit}</translation>
        </message>
        <message>
            <source>{field}: {count} heads, the limit is {limit}</source>
            <translation>{field}: {count} cabeças, o limite é {limit}</translation>
        </message>
        <message>
            <source>{field}: {count} layers, the limit is {limit}</source>
            <translation>{field}: {count} camadas, o limite é {limit}</translation>
        </message>
        <message>
            <source>{field}: {count} key/value groups, the limit is {limit}</source>
            <translation>{field}: {count} grupos de chave/valor, o limite é {limit}</translation>
        </message>
        <message>
            <source>{field}: at least one token is needed</source>
            <translation>{field}: é preciso pelo menos um token</translation>
        </message>
        <message>
            <source>{field}: at least one label is needed</source>
            <translation>{field}: é preciso pelo menos um rótulo</translation>
        </message>
        <message>
            <source>{field}: at least one head is needed</source>
            <translation>{field}: é preciso pelo menos uma cabeça</translation>
        </message>
        <message>
            <source>{field}: at least one layer is needed</source>
            <translation>{field}: é preciso pelo menos uma camada</translation>
        </message>
        <message>
            <source>{field}: at least one key/value group is needed</source>
            <translation>{field}: é preciso pelo menos um grupo de chave/valor</translation>
        </message>
        <message>
            <source>{field}: expected {expected}, found {found}</source>
            <translation>{field}: esperado {expected}, encontrado {found}</translation>
        </message>
        <message>
            <source>{place}: {problem}</source>
            <translation>{place}: {problem}</translation>
        </message>
        <message>
            <source>{place}: must be a finite number</source>
            <translation>{place}: precisa ser um número finito</translation>
        </message>
        <message>
            <source>{place}: {number} is too large (the limit is ±{limit})</source>
            <translation>{place}: {number} é grande demais (o limite é ±{limit})</translation>
        </message>
        <message>
            <source>a non-empty list of rows</source>
            <translation>uma lista de linhas não vazia</translation>
        </message>
        <message>
            <source>a list of numbers</source>
            <translation>uma lista de números</translation>
        </message>
        <message>
            <source>{field}[0]: a row must hold at least one number</source>
            <translation>{field}[0]: uma linha precisa ter pelo menos um número</translation>
        </message>
        <message>
            <source>{field}[{row}]: has {count} numbers but row 0 has {width} (rows must be equal)</source>
            <translation>{field}[{row}]: tem {count} números, mas a linha 0 tem {width} (as linhas precisam ser iguais)</translation>
        </message>
        <message>
            <source>a non-empty list of numbers</source>
            <translation>uma lista de números não vazia</translation>
        </message>
        <message>
            <source>text</source>
            <translation>texto</translation>
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
            <translation>você quis dizer {key}?</translation>
        </message>
        <message>
            <source>{where}unknown key {key} ({hint})</source>
            <translation>{where}chave desconhecida {key} ({hint})</translation>
        </message>
        <message>
            <source>{where}unknown key {key}</source>
            <translation>{where}chave desconhecida {key}</translation>
        </message>
        <message>
            <source>an object with {keys}</source>
            <translation>um objeto com {keys}</translation>
        </message>
        <message>
            <source>{field}: missing key "{key}"</source>
            <translation>{field}: falta a chave "{key}"</translation>
        </message>
    </context>
    <context>
        <name>files</name>
        <message>
            <source>Self-attention sessions (*.selfattn.json);;JSON files (*.json);;All files (*)</source>
            <translation>Sessões de autoatenção (*.selfattn.json);;Arquivos JSON (*.json);;Todos os arquivos (*)</translation>
        </message>
        <message>
            <source>Open session</source>
            <translation>Abrir sessão</translation>
        </message>
        <message>
            <source>Save session</source>
            <translation>Salvar sessão</translation>
        </message>
        <message>
            <source>Unsaved changes</source>
            <translation>Alterações não salvas</translation>
        </message>
        <message>
            <source>“{name}” has changes that are not saved. Save them first?</source>
            <translation>“{name}” tem alterações que não foram salvas. Salvá-las primeiro?</translation>
        </message>
        <message>
            <source>Cannot open the example</source>
            <translation>Não é possível abrir o exemplo</translation>
        </message>
        <message>
            <source>Cannot open the trained model</source>
            <translation>Não é possível abrir o modelo treinado</translation>
        </message>
        <message>
            <source>Cannot open this file</source>
            <translation>Não é possível abrir este arquivo</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>Não é possível salvar</translation>
        </message>
        <message>
            <source>{name} is one of the app's own examples or trained models, so it was left as it was. Your work is still open: use Save As to save it in a folder of your own.</source>
            <translation>{name} é um dos exemplos ou modelos treinados do próprio app, então foi deixado como estava. O seu trabalho continua aberto: use Salvar como para salvá-lo numa pasta sua.</translation>
        </message>
        <message>
            <source>{name} is read-only, so it was left as it was. Your work is still open: use Save As to save it under another name, or make the file writable and save again.</source>
            <translation>{name} é somente leitura, então foi deixado como estava. O seu trabalho continua aberto: use Salvar como para salvá-lo com outro nome, ou torne o arquivo gravável e salve de novo.</translation>
        </message>
        <message>
            <source>{name}: could not save here ({reason}). Your work is still open: try Save As and another folder.</source>
            <translation>{name}: não foi possível salvar aqui ({reason}). O seu trabalho continua aberto: tente Salvar como e outra pasta.</translation>
        </message>
    </context>
    <context>
        <name>first_view</name>
        <message>
            <source>Opened at the attention weights: scroll up for the token vectors and the W's</source>
            <translation>Aberto nos pesos de atenção: role para cima para ver os vetores dos tokens e os W</translation>
        </message>
    </context>
    <context>
        <name>glossary</name>
        <message>
            <source>a number</source>
            <translation>um número</translation>
        </message>
        <message>
            <source>the number {number}</source>
            <translation>o número {number}</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>uma lista</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>um objeto</translation>
        </message>
        <message>
            <source>text</source>
            <translation>texto</translation>
        </message>
        <message>
            <source>{where}.{key}: expected text, found {found}</source>
            <translation>{where}.{key}: esperado texto, encontrado {found}</translation>
        </message>
        <message>
            <source>{where}.{key}: expected text, found an empty string</source>
            <translation>{where}.{key}: esperado texto, encontrado um texto vazio</translation>
        </message>
        <message>
            <source>{where}.{key}: at most {limit} characters, found {count}</source>
            <translation>{where}.{key}: no máximo {limit} caracteres, encontrados {count}</translation>
        </message>
        <message>
            <source>{where}.{key}: control characters are not allowed</source>
            <translation>{where}.{key}: caracteres de controle não são permitidos</translation>
        </message>
        <message>
            <source>expected an object, found {found}</source>
            <translation>esperado um objeto, encontrado {found}</translation>
        </message>
        <message>
            <source>format: expected "{tag}"</source>
            <translation>format: esperado "{tag}"</translation>
        </message>
        <message>
            <source>version: expected {version}</source>
            <translation>version: esperado {version}</translation>
        </message>
        <message>
            <source>{field}: not a field of a glossary</source>
            <translation>{field}: não é um campo de um glossário</translation>
        </message>
        <message>
            <source>terms: expected a list of 1 to {max_terms} terms</source>
            <translation>terms: esperada uma lista de 1 a {max_terms} termos</translation>
        </message>
        <message>
            <source>{where}: expected an object, found {found}</source>
            <translation>{where}: esperado um objeto, encontrado {found}</translation>
        </message>
        <message>
            <source>{where}.{field}: not a field of a term</source>
            <translation>{where}.{field}: não é um campo de um termo</translation>
        </message>
        <message>
            <source>{where}.term: "{term}" is listed twice</source>
            <translation>{where}.term: "{term}" aparece duas vezes</translation>
        </message>
        <message>
            <source>{name}: the file is larger than {size} kB</source>
            <translation>{name}: o arquivo é maior que {size} kB</translation>
        </message>
        <message>
            <source>{name}: shown in English, its translation has a problem: {error}</source>
            <translation>{name}: mostrado em inglês, a sua tradução tem um problema: {error}</translation>
        </message>
        <message>
            <source>unreadable</source>
            <translation>ilegível</translation>
        </message>
        <message>
            <source>{name}: cannot be read ({reason})</source>
            <translation>{name}: não pode ser lido ({reason})</translation>
        </message>
        <message>
            <source>line {line}</source>
            <translation>linha {line}</translation>
        </message>
        <message>
            <source>too deep</source>
            <translation>profundo demais</translation>
        </message>
        <message>
            <source>{name}: not valid JSON ({line})</source>
            <translation>{name}: JSON inválido ({line})</translation>
        </message>
        <message>
            <source>{term} ({english})</source>
            <translation>{term} ({english})</translation>
        </message>
        <message>
            <source>Glossary</source>
            <translation>Glossário</translation>
        </message>
        <message>
            <source>Search, e.g. mask or W_o</source>
            <translation>Pesquisar, p. ex. máscara ou W_o</translation>
        </message>
        <message>
            <source>Search the glossary</source>
            <translation>Pesquisar no glossário</translation>
        </message>
        <message>
            <source>Terms</source>
            <translation>Termos</translation>
        </message>
        <message>
            <source>No term matches</source>
            <translation>Nenhum termo corresponde</translation>
        </message>
        <message>
            <source>Where to see it: {where}</source>
            <translation>Onde ver: {where}</translation>
        </message>
        <message>
            <source>&amp;Glossary…</source>
            <translation>&amp;Glossário…</translation>
        </message>
        <message>
            <source>The key terms of attention, and where to see each one</source>
            <translation>Os termos-chave da atenção, e onde ver cada um</translation>
        </message>
    </context>
    <context>
        <name>head_finding</name>
        <message>
            <source>on what “it” means</source>
            <translation>sobre o que “it” significa</translation>
        </message>
        <message>
            <source>previous-token {score}</source>
            <translation>token anterior {score}</translation>
        </message>
        <message>
            <source>induction {score}</source>
            <translation>indução {score}</translation>
        </message>
        <message>
            <source>{what} {score}</source>
            <translation>{what} {score}</translation>
        </message>
        <message>
            <source>head {head} (switched off): {scores}</source>
            <translation>cabeça {head} (desligada): {scores}</translation>
        </message>
        <message>
            <source>head {head}: {scores}</source>
            <translation>cabeça {head}: {scores}</translation>
        </message>
        <message>
            <source>copy accuracy of the whole model: {score}</source>
            <translation>acerto de cópia do modelo inteiro: {score}</translation>
        </message>
    </context>
    <context>
        <name>head_scores_label</name>
        <message>
            <source>Measured on {count} held-out copy sequences (a random sequence, then the same again), whatever the sequence on show: previous-token is the head's mean weight from each token on the one before it; induction its mean weight, from a repeated token, on the token that followed it last time.</source>
            <translation>Medido em {count} sequências de cópia separadas para teste (uma sequência aleatória e depois a mesma de novo), qualquer que seja a sequência mostrada: token anterior é o peso médio da cabeça de cada token sobre o anterior a ele; indução, o seu peso médio, a partir de um token repetido, sobre o token que veio depois dele da última vez.</translation>
        </message>
        <message>
            <source>Measured here, on the sequence on show (the app knows nothing else of this model's task): previous-token is the head's mean weight from each token on the one before it; induction, when a token repeats, its mean weight on the token that followed the earlier one.</source>
            <translation>Medido aqui, na sequência mostrada (o app não sabe mais nada da tarefa deste modelo): token anterior é o peso médio da cabeça de cada token sobre o anterior a ele; indução, quando um token se repete, o seu peso médio sobre o token que veio depois do anterior.</translation>
        </message>
        <message>
            <source>“{score}”: measured on {count} held-out sentences of the task this model learned (“… because it was too tired it =”): the head's mean weight, from “=”, on the noun “it” refers to. The head with the most is the one that decides.</source>
            <translation>“{score}”: medido em {count} frases separadas para teste da tarefa que este modelo aprendeu (“… because it was too tired it =”): o peso médio da cabeça, a partir de “=”, sobre o substantivo a que “it” se refere. A cabeça com o maior valor é a que decide.</translation>
        </message>
        <message>
            <source>What the selected head does, by its scores</source>
            <translation>O que a cabeça selecionada faz, pelas suas notas</translation>
        </message>
        <message>
            <source>measuring the heads…</source>
            <translation>medindo as cabeças…</translation>
        </message>
        <message>
            <source>{score} here</source>
            <translation>{score} aqui</translation>
        </message>
        <message>
            <source>{note}

Layer {layer}:
{scores}</source>
            <translation>{note}

Camada {layer}:
{scores}</translation>
        </message>
    </context>
    <context>
        <name>head_tabs</name>
        <message>
            <source>Which head the pipeline shows</source>
            <translation>Qual cabeça o fluxo mostra</translation>
        </message>
        <message>
            <source>Which head the pipeline shows; the arrow keys choose a head or all heads</source>
            <translation>Qual cabeça o fluxo mostra; as setas do teclado escolhem uma cabeça ou todas as cabeças</translation>
        </message>
        <message>
            <source>head {number}</source>
            <translation>cabeça {number}</translation>
        </message>
        <message>
            <source>all heads</source>
            <translation>todas as cabeças</translation>
        </message>
        <message>
            <source>The weights of every head side by side</source>
            <translation>Os pesos de todas as cabeças lado a lado</translation>
        </message>
        <message>
            <source>head {number} (off)</source>
            <translation>cabeça {number} (desligada)</translation>
        </message>
        <message>
            <source>Every stage shows head {number}</source>
            <translation>Cada etapa mostra a cabeça {number}</translation>
        </message>
        <message>
            <source>Every stage shows head {number}, switched off</source>
            <translation>Cada etapa mostra a cabeça {number}, desligada</translation>
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
            <translation>{key} mascarada</translation>
        </message>
        <message>
            <source>and {count} more keys</source>
            <translation>e mais {count} chaves</translation>
        </message>
        <message>
            <source>query {query}: {row}; at key {key}</source>
            <translation>consulta {query}: {row}; na chave {key}</translation>
        </message>
        <message>
            <source>Hide "{key}" from "{query}"</source>
            <translation>Esconder "{key}" de "{query}"</translation>
        </message>
        <message>
            <source>Show "{key}" from "{query}"</source>
            <translation>Mostrar "{key}" para "{query}"</translation>
        </message>
        <message>
            <source>⚠ {names} can see no key at all, so its weights cannot be computed (they would be 0 ÷ 0). Ctrl+click one of its cells to show a key again.</source>
            <translation>⚠ {names} não consegue ver nenhuma chave, então os seus pesos não podem ser calculados (seriam 0 ÷ 0). Ctrl+clique numa das suas células para mostrar uma chave de novo.</translation>
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
                <numerusform>Cache K/V por token: {widths} · 8 = {shared} bytes (%n grupo K/V, float64), contra {own} bytes com um K e um V para cada uma das {heads} cabeças.</numerusform>
                <numerusform>Cache K/V por token: {widths} · 8 = {shared} bytes (%n grupos K/V, float64), contra {own} bytes com um K e um V para cada uma das {heads} cabeças.</numerusform>
            </translation>
        </message>
        <message>
            <source>{model} ({layers} layers, {heads} heads in {groups} K/V groups, d_k {width}, float16): {shared} against {own} per token per layer; {context_shared} against {context_own} for a {context}-token context.</source>
            <translation>{model} ({layers} camadas, {heads} cabeças em {groups} grupos K/V, d_k {width}, float16): {shared} contra {own} por token por camada; {context_shared} contra {context_own} para um contexto de {context} tokens.</translation>
        </message>
        <message>
            <source>{model}: {layers} layers, {heads} query heads sharing {groups} K/V heads, d_k {width}, its cache in float16 ({size} bytes a number). Per token per layer 2 · {groups} · {width} · {size} = {shared} against {own} with {heads} K/V heads; per token through all {layers} layers {token_shared} against {token_own}; a {context}-token context {context_shared} against {context_own}.</source>
            <translation>{model}: {layers} camadas, {heads} cabeças de consulta compartilhando {groups} cabeças K/V, d_k {width}, o seu cache em float16 ({size} bytes por número). Por token por camada, 2 · {groups} · {width} · {size} = {shared} contra {own} com {heads} cabeças K/V; por token ao longo de todas as {layers} camadas, {token_shared} contra {token_own}; um contexto de {context} tokens, {context_shared} contra {context_own}.</translation>
        </message>
    </context>
    <context>
        <name>kv_groups</name>
        <message>
            <source>head {head}</source>
            <translation>cabeça {head}</translation>
        </message>
        <message>
            <source>heads {first}–{last}</source>
            <translation>cabeças {first}–{last}</translation>
        </message>
        <message>
            <source>K, V shared by {heads} (group {group} of {groups})</source>
            <translation>K, V compartilhados por {heads} (grupo {group} de {groups})</translation>
        </message>
        <message>
            <source>{matrix} (layer {layer}, K/V group {group})</source>
            <translation>{matrix} (camada {layer}, grupo K/V {group})</translation>
        </message>
        <message>
            <source>{matrix} (K/V group {group})</source>
            <translation>{matrix} (grupo K/V {group})</translation>
        </message>
        <message>
            <source>{matrix} of K/V group {group} changed: only {heads} reads it.</source>
            <translation>{matrix} do grupo K/V {group} alterada: só {heads} a lê.</translation>
        </message>
        <message>
            <source>{matrix} of K/V group {group} is shared: this edit changes {heads} at once.</source>
            <translation>{matrix} do grupo K/V {group} é compartilhada: esta edição muda {heads} de uma vez.</translation>
        </message>
        <message>
            <source>kv_heads: {groups} K/V groups cannot split {heads} heads evenly; choose one of {choices}</source>
            <translation>kv_heads: {groups} grupos K/V não dividem {heads} cabeças igualmente; escolha um de {choices}</translation>
        </message>
    </context>
    <context>
        <name>kv_groups_control</name>
        <message>
            <source>K/V groups: how many sets of W_k and W_v the heads share</source>
            <translation>Grupos K/V: quantos conjuntos de W_k e W_v as cabeças compartilham</translation>
        </message>
        <message>
            <source>K/V groups: {count} does not split the {heads} heads evenly; choose {choices}</source>
            <translation>Grupos K/V: {count} não divide as {heads} cabeças igualmente; escolha {choices}</translation>
        </message>
        <message>
            <source>How many sets of W_k and W_v the {heads} query heads share: {heads} gives each head its own (multi-head), 1 one for all (multi-query). Counts that split the heads evenly: {choices}</source>
            <translation>Quantos conjuntos de W_k e W_v as {heads} cabeças de consulta compartilham: {heads} dá a cada cabeça o seu próprio (multi-head), 1 dá um para todas (multi-query). Números que dividem as cabeças igualmente: {choices}</translation>
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
            <translation>Entrada do vocabulário: digite para pesquisar</translation>
        </message>
    </context>
    <context>
        <name>layer_actions</name>
        <message>
            <source>Add layer {next} (a copy of layer {shown})</source>
            <translation>Adicionar a camada {next} (uma cópia da camada {shown})</translation>
        </message>
        <message>
            <source>A session has at most {most} layers: remove one to add another</source>
            <translation>Uma sessão tem no máximo {most} camadas: remova uma para adicionar outra</translation>
        </message>
        <message>
            <source>A cross-attention session has one layer: its keys come from the source</source>
            <translation>Uma sessão de atenção cruzada tem uma camada: as suas chaves vêm da origem</translation>
        </message>
        <message>
            <source>Add a copy of layer {shown} after it: the same W's, reading layer {shown}'s output instead of its input</source>
            <translation>Adicionar uma cópia da camada {shown} depois dela: os mesmos W, lendo a saída da camada {shown} em vez da sua entrada</translation>
        </message>
        <message>
            <source>Remove layer {shown}</source>
            <translation>Remover a camada {shown}</translation>
        </message>
        <message>
            <source>Remove layer {shown}: the layer after it reads what it read</source>
            <translation>Remover a camada {shown}: a camada seguinte lê o que ela lia</translation>
        </message>
        <message>
            <source>The only layer cannot be removed: attention needs at least one layer</source>
            <translation>A única camada não pode ser removida: a atenção precisa de pelo menos uma camada</translation>
        </message>
        <message>
            <source>+ layer</source>
            <translation>+ camada</translation>
        </message>
        <message>
            <source>− layer</source>
            <translation>− camada</translation>
        </message>
    </context>
    <context>
        <name>layer_bar</name>
        <message>
            <source>Layer</source>
            <translation>Camada</translation>
        </message>
        <message>
            <source>Which layer the pipeline shows</source>
            <translation>Qual camada o fluxo mostra</translation>
        </message>
        <message>
            <source>Layer 1 reads the token vectors; each later layer reads the output of the one before. {next_keys} and {previous_keys} go to the next and previous layer</source>
            <translation>A camada 1 lê os vetores dos tokens; cada camada seguinte lê a saída da anterior. {next_keys} e {previous_keys} vão para a próxima camada e para a anterior</translation>
        </message>
        <message>
            <source>Switch the selected head off</source>
            <translation>Desligar a cabeça selecionada</translation>
        </message>
        <message>
            <source>layer {number} of {count} (reads {reads})</source>
            <translation>camada {number} de {count} (lê {reads})</translation>
        </message>
        <message>
            <source>head {number}: off</source>
            <translation>cabeça {number}: desativada</translation>
        </message>
        <message>
            <source>head {number}: on</source>
            <translation>cabeça {number}: ativa</translation>
        </message>
        <message>
            <source>Head {number} is switched off: its output is left out. Click to switch it on</source>
            <translation>A cabeça {number} está desligada: a sua saída fica de fora. Clique para ligá-la</translation>
        </message>
        <message>
            <source>Switch head {number} off: its output is left out of the concat</source>
            <translation>Desligar a cabeça {number}: a sua saída fica de fora da concatenação</translation>
        </message>
        <message>
            <source>→ layer {number}</source>
            <translation>→ camada {number}</translation>
        </message>
        <message>
            <source>This residual output is {symbol}, the input of layer {number}: show layer {number} ({keys})</source>
            <translation>Esta saída residual é {symbol}, a entrada da camada {number}: mostrar a camada {number} ({keys})</translation>
        </message>
        <message>
            <source>Show layer {number}, which reads this output</source>
            <translation>Mostrar a camada {number}, que lê esta saída</translation>
        </message>
    </context>
    <context>
        <name>layer_edits</name>
        <message>
            <source>layers: a session has at most {limit} layers</source>
            <translation>layers: uma sessão tem no máximo {limit} camadas</translation>
        </message>
        <message>
            <source>layers: a "cross" session has one layer (its keys and values come from the source sentence, not from a layer before)</source>
            <translation>layers: uma sessão "cross" tem uma camada (as suas chaves e valores vêm da frase de origem, não de uma camada anterior)</translation>
        </message>
        <message>
            <source>layers[{index}]: layer {layer} reads {reads} numbers per token but hands on {hands_on}, so a copy of it could not read its output; switch its residual on, or give its W_o {reads} columns, first</source>
            <translation>layers[{index}]: a camada {layer} lê {reads} números por token, mas repassa {hands_on}, então uma cópia dela não conseguiria ler a sua saída; ligue antes a residual dela ou dê ao seu W_o {reads} colunas</translation>
        </message>
        <message>
            <source>layers: the last layer cannot be removed: a session needs one</source>
            <translation>layers: a última camada não pode ser removida: uma sessão precisa de uma</translation>
        </message>
        <message>
            <source>layers[{index}]: layer {next} reads layer {layer}'s output, {hands_on} numbers per token; without layer {layer} it would be handed {reads}, which it cannot read</source>
            <translation>layers[{index}]: a camada {next} lê a saída da camada {layer}, {hands_on} números por token; sem a camada {layer}, ela receberia {reads}, que não consegue ler</translation>
        </message>
        <message>
            <source>layers[{index}]: the unembedding W_U reads layer {layer}'s output, {hands_on} numbers per token; without layer {layer} it would be handed {reads}, which it cannot read</source>
            <translation>layers[{index}]: o unembedding W_U lê a saída da camada {layer}, {hands_on} números por token; sem a camada {layer}, ele receberia {reads}, que não consegue ler</translation>
        </message>
    </context>
    <context>
        <name>layer_fields</name>
        <message>
            <source>{name}: expected a list of head numbers, found {found}</source>
            <translation>{name}: esperada uma lista de números de cabeças, encontrado {found}</translation>
        </message>
        <message>
            <source>{place}: {problem}</source>
            <translation>{place}: {problem}</translation>
        </message>
        <message>
            <source>{place}: expected a head number (0, 1, …), found {found}</source>
            <translation>{place}: esperado um número de cabeça (0, 1, …), encontrado {found}</translation>
        </message>
        <message>
            <source>{place}: head {head} is listed twice</source>
            <translation>{place}: a cabeça {head} aparece duas vezes</translation>
        </message>
    </context>
    <context>
        <name>layer_links</name>
        <message>
            <source>← layer {number}</source>
            <translation>← camada {number}</translation>
        </message>
        <message>
            <source>{symbol} is the output of layer {number}: show layer {number}, where it is made ({keys})</source>
            <translation>{symbol} é a saída da camada {number}: mostrar a camada {number}, onde ela é feita ({keys})</translation>
        </message>
        <message>
            <source>Show layer {number}, whose output this is</source>
            <translation>Mostrar a camada {number}, cuja saída é esta</translation>
        </message>
    </context>
    <context>
        <name>layer_rules</name>
        <message>
            <source>{name}heads: expected 1 to {limit} heads, found {found}</source>
            <translation>{name}heads: esperadas de 1 a {limit} cabeças, encontrado {found}</translation>
        </message>
        <message>
            <source>input width × d_k</source>
            <translation>largura da entrada × d_k</translation>
        </message>
        <message>
            <source>input width × d_k, as in heads[0]</source>
            <translation>largura da entrada × d_k, como em heads[0]</translation>
        </message>
        <message>
            <source>the input width</source>
            <translation>a largura da entrada</translation>
        </message>
        <message>
            <source>{name}heads_off: there is no head {head} (heads are numbered 0 to {last})</source>
            <translation>{name}heads_off: não existe a cabeça {head} (as cabeças são numeradas de 0 a {last})</translation>
        </message>
        <message>
            <source>input width × d_v</source>
            <translation>largura da entrada × d_v</translation>
        </message>
        <message>
            <source>{place}: this layer shares keys and values (kv_heads), so its heads hold W_q only</source>
            <translation>{place}: esta camada compartilha chaves e valores (kv_heads), então as suas cabeças têm só W_q</translation>
        </message>
        <message>
            <source>{place}: missing key "{key}" (without kv_heads, every head has its own W_k and W_v)</source>
            <translation>{place}: falta a chave "{key}" (sem kv_heads, cada cabeça tem o seu próprio W_k e W_v)</translation>
        </message>
        <message>
            <source>{name}heads[0]: W_q and W_v must be 2-D matrices</source>
            <translation>{name}heads[0]: W_q e W_v precisam ser matrizes 2-D</translation>
        </message>
        <message>
            <source>{name}heads[0]: {width} must be between 1 and {limit}, found {found}</source>
            <translation>{name}heads[0]: {width} precisa estar entre 1 e {limit}, encontrado {found}</translation>
        </message>
        <message numerus="yes">
            <source>{name}kv_heads: %n key/value group(s) cannot be shared evenly by {heads} query heads (the number of groups must divide it)</source>
            <translation>
                <numerusform>{name}kv_heads: %n grupo de chave/valor não pode ser compartilhado igualmente por {heads} cabeças de consulta (o número de grupos precisa dividi-lo)</numerusform>
                <numerusform>{name}kv_heads: %n grupos de chave/valor não podem ser compartilhados igualmente por {heads} cabeças de consulta (o número de grupos precisa dividi-lo)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n head(s) × d_v {d_v}</source>
            <translation>
                <numerusform>%n cabeça × d_v {d_v}</numerusform>
                <numerusform>%n cabeças × d_v {d_v}</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}W_o: output width must be between 1 and {limit}</source>
            <translation>{name}W_o: a largura da saída precisa estar entre 1 e {limit}</translation>
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
            <translation>{where}.hints: esperada uma lista de no máximo {max_hints} dicas (e nenhum "hint" ao lado)</translation>
        </message>
        <message>
            <source>{where}.actions: expected a list of actions</source>
            <translation>{where}.actions: esperada uma lista de ações</translation>
        </message>
        <message>
            <source>{where}.widget: expected one of {choices}</source>
            <translation>{where}.widget: esperado um de {choices}</translation>
        </message>
        <message>
            <source>format: expected "{tag}"</source>
            <translation>format: esperado "{tag}"</translation>
        </message>
        <message>
            <source>version: expected a whole number</source>
            <translation>version: esperado um número inteiro</translation>
        </message>
        <message>
            <source>version: {version} is newer than this app reads ({format_version})</source>
            <translation>version: {version} é mais nova do que este app lê ({format_version})</translation>
        </message>
        <message>
            <source>id: expected lower-case letters, digits and dashes</source>
            <translation>id: esperadas letras minúsculas, dígitos e hifens</translation>
        </message>
        <message>
            <source>id: "{lesson_id}" must match the file name "{expected_id}{suffix}"</source>
            <translation>id: "{lesson_id}" precisa corresponder ao nome do arquivo "{expected_id}{suffix}"</translation>
        </message>
        <message>
            <source>steps: expected a non-empty list of steps</source>
            <translation>steps: esperada uma lista de passos não vazia</translation>
        </message>
        <message>
            <source>steps: {count} steps, the limit is {max_steps}</source>
            <translation>steps: {count} passos, o limite é {max_steps}</translation>
        </message>
        <message>
            <source>lesson file</source>
            <translation>arquivo de lição</translation>
        </message>
        <message>
            <source>{name}: shown in English, its translation has a problem: {error}</source>
            <translation>{name}: mostrado em inglês, a sua tradução tem um problema: {error}</translation>
        </message>
        <message>
            <source>{name}: could not be read ({reason}); check the file against docs/lesson-format.md</source>
            <translation>{name}: não pôde ser lido ({reason}); confira o arquivo com docs/lesson-format.md</translation>
        </message>
        <message>
            <source>{name}: cannot list the lessons ({error})</source>
            <translation>{name}: não é possível listar as lições ({error})</translation>
        </message>
        <message>
            <source>{name}: a lesson with the id "{id}" is already loaded</source>
            <translation>{name}: uma lição com o id "{id}" já está carregada</translation>
        </message>
    </context>
    <context>
        <name>lesson_actions</name>
        <message>
            <source>{where}: expected an object</source>
            <translation>{where}: esperado um objeto</translation>
        </message>
        <message>
            <source>{where}: unknown field "{key}" (expected {choices})</source>
            <translation>{where}: campo desconhecido "{key}" (esperado {choices})</translation>
        </message>
        <message>
            <source>{where}: says nothing to set</source>
            <translation>{where}: não diz nada para definir</translation>
        </message>
        <message>
            <source>{where}.{key}: expected true or false</source>
            <translation>{where}.{key}: esperado true ou false</translation>
        </message>
        <message>
            <source>{where}.{key}: expected one of {choices}</source>
            <translation>{where}.{key}: esperado um de {choices}</translation>
        </message>
        <message>
            <source>{where}.token_order: expected a list of token labels</source>
            <translation>{where}.token_order: esperada uma lista de rótulos de tokens</translation>
        </message>
        <message>
            <source>{where}.add_tokens: expected a list of non-empty token labels</source>
            <translation>{where}.add_tokens: esperada uma lista de rótulos de tokens não vazios</translation>
        </message>
        <message>
            <source>{where}.cells: expected a non-empty list of cells</source>
            <translation>{where}.cells: esperada uma lista de células não vazia</translation>
        </message>
        <message>
            <source>{where}.value: expected a number</source>
            <translation>{where}.value: esperado um número</translation>
        </message>
        <message>
            <source>{where}.value: must be a finite number within ±{limit}</source>
            <translation>{where}.value: precisa ser um número finito dentro de ±{limit}</translation>
        </message>
        <message>
            <source>{where}.tokens: expected a list of vocabulary labels</source>
            <translation>{where}.tokens: esperada uma lista de rótulos do vocabulário</translation>
        </message>
        <message>
            <source>{where}.heads_off: expected a list of [layer, head] pairs counted from 0</source>
            <translation>{where}.heads_off: esperada uma lista de pares [camada, cabeça] contados a partir de 0</translation>
        </message>
        <message>
            <source>{where}.kv_heads: expected {{"layer": counted from 0, "groups": 1 to 16}}</source>
            <translation>{where}.kv_heads: esperado {{"layer": contado a partir de 0, "groups": 1 a 16}}</translation>
        </message>
        <message>
            <source>{where}: an action is an object with exactly one field</source>
            <translation>{where}: uma ação é um objeto com exatamente um campo</translation>
        </message>
        <message>
            <source>{where}: unknown action "{kind}" (expected {choices})</source>
            <translation>{where}: ação desconhecida "{kind}" (esperado {choices})</translation>
        </message>
        <message>
            <source>{where}.load_preset: no preset {name!r}; known: {choices}</source>
            <translation>{where}.load_preset: não há exemplo {name!r}; conhecidos: {choices}</translation>
        </message>
        <message>
            <source>{where}.load_model: no trained model {name!r}; known: {choices}</source>
            <translation>{where}.load_model: não há modelo treinado {name!r}; conhecidos: {choices}</translation>
        </message>
        <message>
            <source>{where}.select_head: expected a head number counted from 0</source>
            <translation>{where}.select_head: esperado um número de cabeça contado a partir de 0</translation>
        </message>
        <message>
            <source>{where}.select_layer: expected a layer number counted from 0</source>
            <translation>{where}.select_layer: esperado um número de camada contado a partir de 0</translation>
        </message>
        <message>
            <source>{where}.highlight: expected a list of panel names such as "heatmap.weights"</source>
            <translation>{where}.highlight: esperada uma lista de nomes de painéis como "heatmap.weights"</translation>
        </message>
        <message>
            <source>token_order: "{label}" is not a token left to place</source>
            <translation>token_order: "{label}" não é um token que falta colocar</translation>
        </message>
        <message>
            <source>token_order: "{token}" is missing from the order</source>
            <translation>token_order: "{token}" está faltando na ordem</translation>
        </message>
        <message>
            <source>cells: cannot set {matrix}[{row}][{column}] ({error})</source>
            <translation>cells: não é possível definir {matrix}[{row}][{column}] ({error})</translation>
        </message>
        <message>
            <source>{field}: there is no layer {index}: the session has {n_layers}</source>
            <translation>{field}: não existe a camada {index}: a sessão tem {n_layers}</translation>
        </message>
        <message>
            <source>heads_off: layer {layer} has no head {head}</source>
            <translation>heads_off: a camada {layer} não tem a cabeça {head}</translation>
        </message>
    </context>
    <context>
        <name>lesson_boxes</name>
        <message>
            <source>Predict, then reveal</source>
            <translation>Preveja e depois revele</translation>
        </message>
        <message>
            <source>your guess, e.g. 0.5, 50% or 1/2</source>
            <translation>o seu palpite: 0,5; 50% ou 1/2</translation>
        </message>
        <message>
            <source>Your prediction</source>
            <translation>A sua previsão</translation>
        </message>
        <message>
            <source>Check</source>
            <translation>Verificar</translation>
        </message>
        <message>
            <source>Check your guess without giving the answer away; you may try again</source>
            <translation>Verificar o seu palpite sem entregar a resposta; você pode tentar de novo</translation>
        </message>
        <message>
            <source>Reveal</source>
            <translation>Revelar</translation>
        </message>
        <message>
            <source>Show the answer, worked out on the numbers on show, and how close your guess was</source>
            <translation>Mostrar a resposta, calculada com os números mostrados, e o quanto o seu palpite chegou perto</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Sua vez</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Dica</translation>
        </message>
        <message>
            <source>Show a hint for this task, under the task</source>
            <translation>Mostrar uma dica para esta tarefa, abaixo da tarefa</translation>
        </message>
        <message>
            <source>Show me</source>
            <translation>Mostre-me</translation>
        </message>
        <message>
            <source>Make the change for me (Ctrl+Z undoes it)</source>
            <translation>Fazer a alteração por mim (Ctrl+Z a desfaz)</translation>
        </message>
        <message>
            <source>Another hint</source>
            <translation>Outra dica</translation>
        </message>
        <message>
            <source>No more hints</source>
            <translation>Não há mais dicas</translation>
        </message>
        <message>
            <source>○ First answer the question above</source>
            <translation>○ Primeiro responda à pergunta acima</translation>
        </message>
        <message>
            <source>✓ Done!</source>
            <translation>✓ Feito!</translation>
        </message>
        <message>
            <source>○ Not yet (you solved it before)</source>
            <translation>○ Ainda não (você já resolveu antes)</translation>
        </message>
        <message>
            <source>○ Not yet</source>
            <translation>○ Ainda não</translation>
        </message>
    </context>
    <context>
        <name>lesson_browser</name>
        <message>
            <source>Lessons</source>
            <translation>Lições</translation>
        </message>
        <message>
            <source>Choose a lesson with the arrow keys; Enter starts it. Each says if it is done, started or new</source>
            <translation>Escolha uma lição com as setas do teclado; Enter a começa. Cada uma diz se está concluída, começada ou é nova</translation>
        </message>
        <message>
            <source>Start lesson</source>
            <translation>Começar lição</translation>
        </message>
        <message>
            <source>Open the chosen lesson at the step where you left it</source>
            <translation>Abrir a lição escolhida no passo em que você parou</translation>
        </message>
        <message>
            <source>Reset its progress</source>
            <translation>Redefinir o progresso</translation>
        </message>
        <message>
            <source>Forget which steps of the chosen lesson you have seen and which tasks you solved</source>
            <translation>Esquecer quais passos da lição escolhida você viu e quais tarefas resolveu</translation>
        </message>
        <message>
            <source>&lt;b&gt;Lessons&lt;/b&gt; — pick one and press Start (or double-click).</source>
            <translation>&lt;b&gt;Lições&lt;/b&gt; — escolha uma e pressione Começar lição (ou clique duas vezes).</translation>
        </message>
        <message>
            <source>done</source>
            <translation>concluída</translation>
        </message>
        <message numerus="yes">
            <source>{seen} of %n steps seen</source>
            <translation>
                <numerusform>{seen} de %n passo visto</numerusform>
                <numerusform>{seen} de %n passos vistos</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>lesson_checks</name>
        <message>
            <source>a token label or index</source>
            <translation>um rótulo ou índice de token</translation>
        </message>
        <message>
            <source>a head number counted from 0</source>
            <translation>um número de cabeça contado a partir de 0</translation>
        </message>
        <message>
            <source>a layer number counted from 0</source>
            <translation>um número de camada contado a partir de 0</translation>
        </message>
        <message>
            <source>a position counted from 0</source>
            <translation>uma posição contada a partir de 0</translation>
        </message>
        <message>
            <source>a vocabulary label</source>
            <translation>um rótulo do vocabulário</translation>
        </message>
        <message>
            <source>a row number counted from 0</source>
            <translation>um número de linha contado a partir de 0</translation>
        </message>
        <message>
            <source>a column number counted from 0</source>
            <translation>um número de coluna contado a partir de 0</translation>
        </message>
        <message>
            <source>a matrix key such as "heads.0.W_k", "embeddings" or "W_o"</source>
            <translation>uma chave de matriz como "heads.0.W_k", "embeddings" ou "W_o"</translation>
        </message>
        <message>
            <source>a whole number of tokens from 1</source>
            <translation>um número inteiro de tokens a partir de 1</translation>
        </message>
        <message>
            <source>a whole number of heads from 1</source>
            <translation>um número inteiro de cabeças a partir de 1</translation>
        </message>
        <message>
            <source>a whole number of K/V groups from 1</source>
            <translation>um número inteiro de grupos K/V a partir de 1</translation>
        </message>
        <message>
            <source>a whole width from 1</source>
            <translation>uma largura inteira a partir de 1</translation>
        </message>
        <message>
            <source>a positive number of bytes, at most 1024</source>
            <translation>um número positivo de bytes, no máximo 1024</translation>
        </message>
        <message>
            <source>{where}: expected an object with a "quantity", found {found}</source>
            <translation>{where}: esperado um objeto com "quantity", encontrado {found}</translation>
        </message>
        <message>
            <source>{where}.quantity: expected one of {choices}, found {found}</source>
            <translation>{where}.quantity: esperado um de {choices}, encontrado {found}</translation>
        </message>
        <message>
            <source>{where}: the quantity "{name}" needs "{key}"</source>
            <translation>{where}: a grandeza "{name}" precisa de "{key}"</translation>
        </message>
        <message>
            <source>{where}.{key}: not a field of the quantity "{name}"</source>
            <translation>{where}.{key}: não é um campo da grandeza "{name}"</translation>
        </message>
        <message>
            <source>{where}.{key}: expected {wanted}, found {found}</source>
            <translation>{where}.{key}: esperado {wanted}, encontrado {found}</translation>
        </message>
        <message>
            <source>{where}: give one of {choices}, not {count}</source>
            <translation>{where}: dê um de {choices}, não {count}</translation>
        </message>
        <message>
            <source>{where}.{field}: not a field of "{form}"</source>
            <translation>{where}.{field}: não é um campo de "{form}"</translation>
        </message>
        <message>
            <source>{where}.edited_only: expected a list of matrix keys</source>
            <translation>{where}.edited_only: esperada uma lista de chaves de matrizes</translation>
        </message>
        <message>
            <source>{where}.edited_only[{i}]: expected a matrix key such as "heads.0.W_q", found {found}</source>
            <translation>{where}.edited_only[{i}]: esperada uma chave de matriz como "heads.0.W_q", encontrado {found}</translation>
        </message>
        <message>
            <source>{where}.tolerance: expected a number ≥ 0</source>
            <translation>{where}.tolerance: esperado um número ≥ 0</translation>
        </message>
        <message>
            <source>{where}.rows: expected [first, last], two row numbers from 0 with first ≤ last</source>
            <translation>{where}.rows: esperava-se [primeira, última], dois números de linha a partir de 0 com primeira ≤ última</translation>
        </message>
        <message>
            <source>{where}: conditions are nested too deeply</source>
            <translation>{where}: as condições estão aninhadas fundo demais</translation>
        </message>
        <message>
            <source>{where}: expected a condition object, found {found}</source>
            <translation>{where}: esperado um objeto de condição, encontrado {found}</translation>
        </message>
        <message>
            <source>{where}: "{combinator}" must be the only field of its object</source>
            <translation>{where}: "{combinator}" precisa ser o único campo do seu objeto</translation>
        </message>
        <message>
            <source>{where}.{combinator}: expected a non-empty list of conditions</source>
            <translation>{where}.{combinator}: esperada uma lista de condições não vazia</translation>
        </message>
        <message>
            <source>{where}: "not" must be the only field of its object</source>
            <translation>{where}: "not" precisa ser o único campo do seu objeto</translation>
        </message>
        <message>
            <source>{where}.op: expected one of {choices}, found {found}</source>
            <translation>{where}.op: esperado um de {choices}, encontrado {found}</translation>
        </message>
        <message>
            <source>{where}.value: expected a number, found {found}</source>
            <translation>{where}.value: esperado um número, encontrado {found}</translation>
        </message>
        <message>
            <source>{where}.op: "{name}" can only be compared with == or !=</source>
            <translation>{where}.op: "{name}" só pode ser comparado com == ou !=</translation>
        </message>
        <message>
            <source>{where}: a comparison needs "quantity", "op", and "value" or "value_of" (one of them)</source>
            <translation>{where}: uma comparação precisa de "quantity", "op" e de "value" ou "value_of" (um dos dois)</translation>
        </message>
        <message>
            <source>{where}.value_of: "{other}" cannot be compared with "{name}"</source>
            <translation>{where}.value_of: "{other}" não pode ser comparado com "{name}"</translation>
        </message>
        <message>
            <source>{where}.value: expected a vocabulary label, found {found}</source>
            <translation>{where}.value: esperado um rótulo do vocabulário, encontrado {found}</translation>
        </message>
        <message>
            <source>{where}.value: expected {wanted}, found {found}</source>
            <translation>{where}.value: esperado {wanted}, encontrado {found}</translation>
        </message>
        <message>
            <source>{where}.value: expected a list of token labels, found {found}</source>
            <translation>{where}.value: esperada uma lista de rótulos de tokens, encontrado {found}</translation>
        </message>
    </context>
    <context>
        <name>lesson_conditions</name>
        <message>
            <source>there is no {what} {ref}: the session has {count}</source>
            <translation>não existe {what} {ref}: a sessão tem {count}</translation>
        </message>
        <message>
            <source>there is no {what} "{ref}" in this session</source>
            <translation>não existe {what} "{ref}" nesta sessão</translation>
        </message>
        <message>
            <source>there is no head {head}: the session has {n_heads}</source>
            <translation>não existe a cabeça {head}: a sessão tem {n_heads}</translation>
        </message>
        <message>
            <source>{what} has no column {column}: it is {width} wide</source>
            <translation>{what} não tem a coluna {column}: a largura é {width}</translation>
        </message>
        <message>
            <source>there is no residual: {reason}</source>
            <translation>não há residual: {reason}</translation>
        </message>
        <message>
            <source>this session has no matrix "{matrix}"</source>
            <translation>esta sessão não tem a matriz "{matrix}"</translation>
        </message>
        <message>
            <source>{matrix} has no row {row}</source>
            <translation>{matrix} não tem a linha {row}</translation>
        </message>
        <message>
            <source>unknown quantity "{name}"</source>
            <translation>grandeza desconhecida "{name}"</translation>
        </message>
        <message>
            <source>the quantity "{quantity}" is not a number</source>
            <translation>a grandeza "{quantity}" não é um número</translation>
        </message>
    </context>
    <context>
        <name>lesson_docks</name>
        <message>
            <source>Lessons</source>
            <translation>Lições</translation>
        </message>
        <message>
            <source>Mistakes lab</source>
            <translation>Laboratório de erros</translation>
        </message>
        <message>
            <source>Scale and softmax explorer</source>
            <translation>Explorador de escala e softmax</translation>
        </message>
        <message>
            <source>Reset all lesson progress…</source>
            <translation>Redefinir todo o progresso das lições…</translation>
        </message>
        <message>
            <source>&amp;Lessons</source>
            <translation>&amp;Lições</translation>
        </message>
        <message>
            <source>Reset lesson progress</source>
            <translation>Redefinir o progresso das lições</translation>
        </message>
        <message>
            <source>Forget which lesson steps you have seen and which tasks you solved?</source>
            <translation>Esquecer quais passos das lições você viu e quais tarefas resolveu?</translation>
        </message>
        <message>
            <source>The lesson's question is still open, so its numbers stay hidden until you answer it or press Reveal. {key} shows the lesson again.</source>
            <translation>A pergunta da lição ainda está aberta, então os seus números ficam escondidos até você responder a ela ou apertar Revelar. {key} mostra a lição de novo.</translation>
        </message>
    </context>
    <context>
        <name>lesson_markup</name>
        <message>
            <source>comments are not allowed in lesson text</source>
            <translation>comentários não são permitidos no texto de uma lição</translation>
        </message>
        <message>
            <source>declarations such as {shown} are not allowed in lesson text</source>
            <translation>declarações como {shown} não são permitidas no texto de uma lição</translation>
        </message>
        <message>
            <source>processing instructions such as {shown} are not allowed in lesson text</source>
            <translation>instruções de processamento como {shown} não são permitidas no texto de uma lição</translation>
        </message>
        <message>
            <source>“{shown}” looks like a tag but is not one; write &amp;lt; for a “&lt;” sign</source>
            <translation>“{shown}” parece uma tag, mas não é; escreva &amp;lt; para um sinal “&lt;”</translation>
        </message>
        <message>
            <source>the tag &lt;{name}&gt; is not allowed (only {allowed})</source>
            <translation>a tag &lt;{name}&gt; não é permitida (só {allowed})</translation>
        </message>
        <message>
            <source>the tag &lt;{name}&gt; is not closed with “&gt;”</source>
            <translation>a tag &lt;{name}&gt; não é fechada com “&gt;”</translation>
        </message>
        <message>
            <source>&lt;{name}&gt; may not have attributes ({attribute}=…)</source>
            <translation>&lt;{name}&gt; não pode ter atributos ({attribute}=…)</translation>
        </message>
        <message>
            <source>write the tag {shown} plainly, as &lt;{name}&gt; or &lt;/{name}&gt;</source>
            <translation>escreva a tag {shown} de forma simples, como &lt;{name}&gt; ou &lt;/{name}&gt;</translation>
        </message>
    </context>
    <context>
        <name>lesson_messages</name>
        <message>
            <source>Step {number} of {count}</source>
            <translation>Passo {number} de {count}</translation>
        </message>
        <message>
            <source>This step does not fit the example on show ({reason}). Press “Set up this step” to start it afresh.</source>
            <translation>Este passo não combina com o exemplo mostrado ({reason}). Pressione “Preparar este passo” para começá-lo do zero.</translation>
        </message>
        <message>
            <source>Your session was kept. Press “Set up this step” to open “{name}”.</source>
            <translation>A sua sessão foi guardada. Pressione “Preparar este passo” para abrir “{name}”.</translation>
        </message>
        <message>
            <source>Lesson: {title}</source>
            <translation>Lição: {title}</translation>
        </message>
    </context>
    <context>
        <name>lesson_model_quantities</name>
        <message>
            <source>there is no layer {index}: the session has {n_layers}</source>
            <translation>não existe a camada {index}: a sessão tem {n_layers}</translation>
        </message>
        <message>
            <source>this session predicts no next token (it has no unembedding W_U)</source>
            <translation>esta sessão não prevê nenhum próximo token (ela não tem unembedding W_U)</translation>
        </message>
        <message>
            <source>there is no position {position}: the session has {n_tokens}</source>
            <translation>não existe a posição {position}: a sessão tem {n_tokens}</translation>
        </message>
        <message>
            <source>the vocabulary has no "{label}"</source>
            <translation>o vocabulário não tem "{label}"</translation>
        </message>
        <message>
            <source>no position from {first} has a next token to predict</source>
            <translation>nenhuma posição a partir de {first} tem um próximo token a prever</translation>
        </message>
    </context>
    <context>
        <name>lesson_panel</name>
        <message>
            <source>◂ All lessons</source>
            <translation>◂ Todas as lições</translation>
        </message>
        <message>
            <source>All lessons</source>
            <translation>Todas as lições</translation>
        </message>
        <message>
            <source>Back to the list of lessons</source>
            <translation>Voltar para a lista de lições</translation>
        </message>
        <message>
            <source>Set up this step</source>
            <translation>Preparar este passo</translation>
        </message>
        <message>
            <source>Bring the example back to the state this step starts from</source>
            <translation>Trazer o exemplo de volta ao estado em que este passo começa</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Voltar</translation>
        </message>
        <message>
            <source>Read the step before again</source>
            <translation>Ler de novo o passo anterior</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Próximo</translation>
        </message>
        <message>
            <source>Glossary</source>
            <translation>Glossário</translation>
        </message>
        <message>
            <source>The key terms, each with where to see it</source>
            <translation>Os termos-chave, cada um com onde vê-lo</translation>
        </message>
        <message>
            <source>The lesson step's text (the arrow keys scroll it)</source>
            <translation>O texto do passo da lição (as setas do teclado o rolam)</translation>
        </message>
        <message>
            <source>The step's title and text, then its question or task</source>
            <translation>O título e o texto do passo, depois a sua pergunta ou tarefa</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>Concluir</translation>
        </message>
        <message>
            <source>Finish the lesson and go back to the list</source>
            <translation>Concluir a lição e voltar para a lista</translation>
        </message>
        <message>
            <source>Go on to the next step</source>
            <translation>Seguir para o próximo passo</translation>
        </message>
        <message>
            <source>Lesson: show me</source>
            <translation>Lição: mostre-me</translation>
        </message>
    </context>
    <context>
        <name>lesson_predict</name>
        <message>
            <source>A weight is never negative: the softmax turns every score, even a very low one, into a small positive share.</source>
            <translation>Um peso nunca é negativo: a softmax transforma toda pontuação, mesmo uma muito baixa, numa pequena fatia positiva.</translation>
        </message>
        <message>
            <source>A weight is at most 1: each query shares out 1 among the keys it sees.</source>
            <translation>Um peso vale no máximo 1: cada consulta reparte 1 entre as chaves que vê.</translation>
        </message>
        <message>
            <source>{where}: missing "{key}"</source>
            <translation>{where}: falta "{key}"</translation>
        </message>
        <message>
            <source>{where}.{key}: expected non-empty text</source>
            <translation>{where}.{key}: esperado um texto não vazio</translation>
        </message>
        <message>
            <source>{where}.{key}: {count} characters, the limit is {max_text}</source>
            <translation>{where}.{key}: {count} caracteres, o limite é {max_text}</translation>
        </message>
        <message>
            <source>the answer is not a finite number for this example</source>
            <translation>a resposta não é um número finito para este exemplo</translation>
        </message>
        <message>
            <source>too high</source>
            <translation>alto demais</translation>
        </message>
        <message>
            <source>too low</source>
            <translation>baixo demais</translation>
        </message>
        <message>
            <source>{where}: a prediction needs a number</source>
            <translation>{where}: uma previsão precisa de um número</translation>
        </message>
        <message>
            <source>{where}.{key}: expected a finite number ≥ 0, found {found}</source>
            <translation>{where}.{key}: esperado um número finito ≥ 0, encontrado {found}</translation>
        </message>
        <message>
            <source>{where}.veil: expected a list of matrix names</source>
            <translation>{where}.veil: esperada uma lista de nomes de matrizes</translation>
        </message>
        <message>
            <source>{where}.veil[{i}]: expected a matrix name such as "weights", "scaled" or "output", found {found}</source>
            <translation>{where}.veil[{i}]: esperado um nome de matriz como "weights", "scaled" ou "output", encontrado {found}</translation>
        </message>
        <message>
            <source>{where}: give either "answer" or "answer_expr"</source>
            <translation>{where}: dê "answer" ou "answer_expr"</translation>
        </message>
        <message>
            <source>{where}.answer: expected a number, found {found}</source>
            <translation>{where}.answer: esperado um número, encontrado {found}</translation>
        </message>
        <message>
            <source>{where}.mistakes: expected a list of at most {max_mistakes} mistakes</source>
            <translation>{where}.mistakes: esperada uma lista de no máximo {max_mistakes} erros</translation>
        </message>
        <message>
            <source>{where}.{key}: expected a list of set actions</source>
            <translation>{where}.{key}: esperada uma lista de ações set</translation>
        </message>
        <message>
            <source>{where}: missing "answer_expr"</source>
            <translation>{where}: falta "answer_expr"</translation>
        </message>
        <message>
            <source>{where}.unit: expected a short text</source>
            <translation>{where}.unit: esperado um texto curto</translation>
        </message>
    </context>
    <context>
        <name>lesson_progress</name>
        <message>
            <source>progress file</source>
            <translation>arquivo de progresso</translation>
        </message>
        <message>
            <source>not a lesson progress file</source>
            <translation>não é um arquivo de progresso das lições</translation>
        </message>
        <message>
            <source>{name}: could not be read ({reason}) nor moved aside ({error}); lesson progress is not saved this run, so that the file stays as it is</source>
            <translation>{name}: não pôde ser lido ({reason}) nem movido para o lado ({error}); o progresso das lições não é salvo nesta execução, para que o arquivo fique como está</translation>
        </message>
        <message>
            <source>{name}: could not be read ({reason}); it was kept as {kept} and lessons start with no progress</source>
            <translation>{name}: não pôde ser lido ({reason}); foi guardado como {kept} e as lições começam sem progresso</translation>
        </message>
        <message>
            <source>{name}: progress not saved ({error})</source>
            <translation>{name}: progresso não salvo ({error})</translation>
        </message>
    </context>
    <context>
        <name>lesson_slips</name>
        <message>
            <source>That is the number as it is now, before the change the question asks about.</source>
            <translation>Esse é o número como está agora, antes da mudança de que trata a pergunta.</translation>
        </message>
        <message>
            <source>That is the correct computation; the question asks what the slip gives.</source>
            <translation>Esse é o cálculo correto; a pergunta pede o que o erro dá.</translation>
        </message>
        <message>
            <source>That is the scaled score, before the softmax turns it into a weight.</source>
            <translation>Essa é a pontuação escalada, antes de a softmax transformá-la em um peso.</translation>
        </message>
        <message>
            <source>That is the raw score q·k, before the scaling and the softmax.</source>
            <translation>Essa é a pontuação bruta q·k, antes da escala e da softmax.</translation>
        </message>
        <message>
            <source>That is the weight without dividing the scores by √d_k first.</source>
            <translation>Esse é o peso sem dividir antes as pontuações por √d_k.</translation>
        </message>
        <message>
            <source>That is the weight without the mask (or with the mask after the softmax): the hidden keys still take their share of the row.</source>
            <translation>Esse é o peso sem a máscara (ou com a máscara depois da softmax): as chaves ocultas ainda ficam com sua parte da linha.</translation>
        </message>
        <message>
            <source>That is a softmax down the column; each query's row is what sums to 1.</source>
            <translation>Isso é uma softmax ao longo da coluna; o que soma 1 é a linha de cada consulta.</translation>
        </message>
        <message>
            <source>That is e^(scaled score), before dividing by the total of the row.</source>
            <translation>Isso é e^(pontuação escalada), antes de dividir pelo total da linha.</translation>
        </message>
        <message>
            <source>That is the raw score q·k, before dividing by √d_k.</source>
            <translation>Essa é a pontuação bruta q·k, antes de dividir por √d_k.</translation>
        </message>
        <message>
            <source>That multiplies the score by √d_k; the scaling divides by it.</source>
            <translation>Isso multiplica a pontuação por √d_k; a escala divide por √d_k.</translation>
        </message>
        <message>
            <source>That divides by d_k itself; the scale is its square root, √d_k.</source>
            <translation>Isso divide pelo próprio d_k; a escala é sua raiz quadrada, √d_k.</translation>
        </message>
        <message>
            <source>That is already divided by √d_k; the raw score is q·k itself.</source>
            <translation>Isso já está dividido por √d_k; a pontuação bruta é o próprio q·k.</translation>
        </message>
        <message>
            <source>That is the weight of {key} on {query}: the wrong way round. A row is a query, a column a key.</source>
            <translation>Esse é o peso que {key} põe em {query}: ao contrário. Uma linha é uma consulta; uma coluna, uma chave.</translation>
        </message>
        <message>
            <source>That is the score of {key} with {query}: the wrong way round. A row is a query, a column a key.</source>
            <translation>Essa é a pontuação de {key} com {query}: ao contrário. Uma linha é uma consulta; uma coluna, uma chave.</translation>
        </message>
        <message>
            <source>That is the weight of {query} on {other}, not on {key}.</source>
            <translation>Esse é o peso que {query} põe em {other}, não em {key}.</translation>
        </message>
        <message>
            <source>That is the weight of {other} on {key}, not of {query}.</source>
            <translation>Esse é o peso que {other} põe em {key}, não o de {query}.</translation>
        </message>
        <message>
            <source>That is the score of {query} with {other}, not with {key}.</source>
            <translation>Essa é a pontuação de {query} com {other}, não com {key}.</translation>
        </message>
        <message>
            <source>That is the score of {other} with {key}, not of {query}.</source>
            <translation>Essa é a pontuação de {other} com {key}, não a de {query}.</translation>
        </message>
        <message>
            <source>That is the row of {other}, not of {query}.</source>
            <translation>Essa é a linha de {other}, não a de {query}.</translation>
        </message>
        <message>
            <source>That is the column of {other}, not of {key}.</source>
            <translation>Essa é a coluna de {other}, não a de {key}.</translation>
        </message>
        <message>
            <source>That is the number of {other} in that column, not of {token}.</source>
            <translation>Esse é o número de {other} nessa coluna, não o de {token}.</translation>
        </message>
        <message>
            <source>That is column {other} of {token}, not column {column}.</source>
            <translation>Essa é a coluna {other} de {token}, não a coluna {column}.</translation>
        </message>
        <message>
            <source>That is the probability of {other}, not of {label}.</source>
            <translation>Essa é a probabilidade de {other}, não a de {label}.</translation>
        </message>
        <message>
            <source>That is the same number in head {other}; the question asks about head {head}.</source>
            <translation>Esse é o mesmo número na cabeça {other}; a pergunta é sobre a cabeça {head}.</translation>
        </message>
        <message>
            <source>That is the same number in layer {other}; the question asks about layer {layer}.</source>
            <translation>Esse é o mesmo número na camada {other}; a pergunta é sobre a camada {layer}.</translation>
        </message>
        <message>
            <source>That is 1 minus the answer: the share of everything else.</source>
            <translation>Isso é 1 menos a resposta: a parte de todo o resto.</translation>
        </message>
        <message>
            <source>{label} at position {position}</source>
            <translation>{label} na posição {position}</translation>
        </message>
    </context>
    <context>
        <name>lesson_summary</name>
        <message>
            <source>Well done: you reached the end of this lesson.</source>
            <translation>Muito bem: você chegou ao fim desta lição.</translation>
        </message>
        <message>
            <source>exactly</source>
            <translation>exatamente</translation>
        </message>
        <message>
            <source>close enough</source>
            <translation>perto o bastante</translation>
        </message>
        <message>
            <source>off by {off}</source>
            <translation>diferença de {off}</translation>
        </message>
        <message>
            <source>&lt;b&gt;{title}&lt;/b&gt;: you guessed {guess}, the answer was {answer} ({close})</source>
            <translation>&lt;b&gt;{title}&lt;/b&gt;: você chutou {guess}, a resposta era {answer} ({close})</translation>
        </message>
        <message>
            <source>; {tries} tries, the last {guess}</source>
            <translation>; {tries} tentativas, a última {guess}</translation>
        </message>
        <message>
            <source>&lt;p&gt;Your predictions:&lt;/p&gt;</source>
            <translation>&lt;p&gt;As suas previsões:&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;No predictions recorded in this lesson yet.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Nenhuma previsão registrada nesta lição ainda.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>lesson_values</name>
        <message>
            <source>a number with too many digits</source>
            <translation>um número com dígitos demais</translation>
        </message>
        <message>
            <source>the number {number}</source>
            <translation>o número {number}</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>uma lista</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>um objeto</translation>
        </message>
    </context>
    <context>
        <name>lesson_verdicts</name>
        <message>
            <source>The answer cannot be computed here: {reason}</source>
            <translation>A resposta não pode ser calculada aqui: {reason}</translation>
        </message>
        <message>
            <source>You said {guess}:</source>
            <translation>Você disse {guess}:</translation>
        </message>
        <message>
            <source>not quite</source>
            <translation>não exatamente</translation>
        </message>
        <message>
            <source>The answer is &lt;b&gt;{answer}&lt;/b&gt;{unit}.</source>
            <translation>A resposta é &lt;b&gt;{answer}&lt;/b&gt;{unit}.</translation>
        </message>
        <message>
            <source>(Next time, type a guess first: predicting is where the learning happens.)</source>
            <translation>(Da próxima vez, digite um palpite primeiro: é prevendo que se aprende.)</translation>
        </message>
        <message>
            <source>✓ exactly</source>
            <translation>✓ exatamente</translation>
        </message>
        <message>
            <source>(off by {off}).</source>
            <translation>(diferença de {off}).</translation>
        </message>
        <message>
            <source>✓ close enough</source>
            <translation>✓ perto o bastante</translation>
        </message>
        <message>
            <source>, off by {off}.</source>
            <translation>, diferença de {off}.</translation>
        </message>
        <message>
            <source>— {tip} Try again, or Reveal.</source>
            <translation>— {tip} Tente de novo, ou Revelar.</translation>
        </message>
    </context>
    <context>
        <name>main_window</name>
        <message>
            <source>Teaching</source>
            <translation>Ensino</translation>
        </message>
        <message>
            <source>&amp;Attention</source>
            <translation>A&amp;tenção</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>E&amp;xibir</translation>
        </message>
        <message>
            <source>&amp;Reset layout</source>
            <translation>&amp;Redefinir disposição</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Arquivo</translation>
        </message>
        <message>
            <source>&amp;New from example</source>
            <translation>&amp;Novo a partir de um exemplo</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Abrir…</translation>
        </message>
        <message>
            <source>Open &amp;recent</source>
            <translation>Abrir &amp;recente</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Salvar</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>Salvar &amp;como…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>Sa&amp;ir</translation>
        </message>
        <message>
            <source>Clear list</source>
            <translation>Limpar lista</translation>
        </message>
    </context>
    <context>
        <name>matrices</name>
        <message>
            <source>token vectors</source>
            <translation>vetores dos tokens</translation>
        </message>
        <message>
            <source>one row per token, one column per feature</source>
            <translation>uma linha por token, uma coluna por atributo</translation>
        </message>
        <message>
            <source>source vectors</source>
            <translation>vetores da origem</translation>
        </message>
        <message>
            <source>source</source>
            <translation>origem</translation>
        </message>
        <message>
            <source>one row per source token: its keys and values are made from it</source>
            <translation>uma linha por token da origem: as suas chaves e valores são feitos a partir dela</translation>
        </message>
        <message>
            <source>positional encoding</source>
            <translation>codificação posicional</translation>
        </message>
        <message>
            <source>added to X</source>
            <translation>somada a X</translation>
        </message>
        <message>
            <source>= X + positional encoding</source>
            <translation>= X + codificação posicional</translation>
        </message>
        <message>
            <source>layer norm's gain and bias</source>
            <translation>ganho e viés da normalização de camada</translation>
        </message>
        <message>
            <source>gain, bias</source>
            <translation>ganho, viés</translation>
        </message>
        <message>
            <source>× gain + bias, one of each per feature</source>
            <translation>× ganho + viés, um de cada por atributo</translation>
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
            <translation>= LayerNorm(Z), o que as cabeças leem</translation>
        </message>
        <message>
            <source>makes queries</source>
            <translation>faz as consultas</translation>
        </message>
        <message>
            <source>makes keys</source>
            <translation>faz as chaves</translation>
        </message>
        <message>
            <source>makes values</source>
            <translation>faz os valores</translation>
        </message>
        <message>
            <source>mixes the heads</source>
            <translation>mistura as cabeças</translation>
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
            <translation>1 = visível, 0 = escondida (o seu peso é 0)</translation>
        </message>
        <message>
            <source>scores</source>
            <translation>pontuações</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Pontuações</translation>
        </message>
        <message>
            <source>scaled scores</source>
            <translation>pontuações escaladas</translation>
        </message>
        <message>
            <source>Scaled scores</source>
            <translation>Pontuações escaladas</translation>
        </message>
        <message>
            <source>= scores / √d_k</source>
            <translation>= pontuações / √d_k</translation>
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
            <translation>= softmax(pontuações) por linha</translation>
        </message>
        <message>
            <source>head output</source>
            <translation>saída da cabeça</translation>
        </message>
        <message>
            <source>Head output</source>
            <translation>Saída da cabeça</translation>
        </message>
        <message>
            <source>= weights·V</source>
            <translation>= pesos·V</translation>
        </message>
        <message>
            <source>head outputs side by side</source>
            <translation>saídas das cabeças lado a lado</translation>
        </message>
        <message>
            <source>Heads side by side</source>
            <translation>Cabeças lado a lado</translation>
        </message>
        <message>
            <source>= [head 1 output | head 2 output | …]</source>
            <translation>= [saída da cabeça 1 | saída da cabeça 2 | …]</translation>
        </message>
        <message>
            <source>attention output</source>
            <translation>saída da atenção</translation>
        </message>
        <message>
            <source>Attention output</source>
            <translation>Saída da atenção</translation>
        </message>
        <message>
            <source>= concat(heads)·W_o</source>
            <translation>= concat(cabeças)·W_o</translation>
        </message>
        <message>
            <source>= concat(heads)</source>
            <translation>= concat(cabeças)</translation>
        </message>
        <message>
            <source>residual output</source>
            <translation>saída residual</translation>
        </message>
        <message>
            <source>Residual output</source>
            <translation>Saída residual</translation>
        </message>
        <message>
            <source>= Z + attention output</source>
            <translation>= Z + saída da atenção</translation>
        </message>
        <message>
            <source>next-token logits</source>
            <translation>logits do próximo token</translation>
        </message>
        <message>
            <source>Logits</source>
            <translation>Logits</translation>
        </message>
        <message>
            <source>= last layer's output·W_U</source>
            <translation>= saída da última camada·W_U</translation>
        </message>
        <message>
            <source>next-token probabilities</source>
            <translation>probabilidades do próximo token</translation>
        </message>
        <message>
            <source>Next-token probabilities</source>
            <translation>Probabilidades do próximo token</translation>
        </message>
        <message>
            <source>= softmax(logits) per row</source>
            <translation>= softmax(logits) por linha</translation>
        </message>
        <message>
            <source>{matrix} (layer {layer}, head {head})</source>
            <translation>{matrix} (camada {layer}, cabeça {head})</translation>
        </message>
        <message>
            <source>{matrix} (layer {layer})</source>
            <translation>{matrix} (camada {layer})</translation>
        </message>
        <message>
            <source>{matrix} (head {head})</source>
            <translation>{matrix} (cabeça {head})</translation>
        </message>
    </context>
    <context>
        <name>matrix_entry</name>
        <message>
            <source>gain</source>
            <translation>ganho</translation>
        </message>
        <message>
            <source>bias</source>
            <translation>viés</translation>
        </message>
        <message>
            <source>= layer {layer}'s output, computed (not typed)</source>
            <translation>= saída da camada {layer}, calculada (não digitada)</translation>
        </message>
    </context>
    <context>
        <name>matrix_exports</name>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>Arquivos CSV (*.csv)</translation>
        </message>
        <message>
            <source>LaTeX files (*.tex)</source>
            <translation>Arquivos LaTeX (*.tex)</translation>
        </message>
        <message>
            <source>Python files (*.py)</source>
            <translation>Arquivos Python (*.py)</translation>
        </message>
        <message>
            <source>Copy as {format}</source>
            <translation>Copiar como {format}</translation>
        </message>
        <message>
            <source>Save as {format}…</source>
            <translation>Salvar como {format}…</translation>
        </message>
        <message>
            <source>{table} is hidden until you answer the lesson's question: answer it (or press Reveal) to copy or save it.</source>
            <translation>A tabela {table} fica escondida até você responder à pergunta da lição: responda (ou aperte Revelar) para copiá-la ou salvá-la.</translation>
        </message>
        <message>
            <source>Copied {table} as {format}.</source>
            <translation>{table} copiada como {format}.</translation>
        </message>
        <message>
            <source>Save {table} as {format}</source>
            <translation>Salvar {table} como {format}</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>Não é possível salvar</translation>
        </message>
        <message>
            <source>{file}: could not save here ({reason}).</source>
            <translation>{file}: não foi possível salvar aqui ({reason}).</translation>
        </message>
        <message>
            <source>Saved {table} to {file}.</source>
            <translation>{table} salva em {file}.</translation>
        </message>
    </context>
    <context>
        <name>matrix_panel</name>
        <message>
            <source>Rename token {number}</source>
            <translation>Renomear o token {number}</translation>
        </message>
        <message>
            <source>Rename source token {number}</source>
            <translation>Renomear o token de origem {number}</translation>
        </message>
        <message>
            <source>{name} {formula}{shape}: type a number to change a cell</source>
            <translation>{name} {formula}{shape}: digite um número para mudar uma célula</translation>
        </message>
        <message>
            <source>{name} {formula}{shape}: worked out by the app from the inputs</source>
            <translation>{name} {formula}{shape}: calculada pelo app a partir das entradas</translation>
        </message>
    </context>
    <context>
        <name>matrix_rules</name>
        <message>
            <source>{name}: expected a 2-D matrix, found shape {found}</source>
            <translation>{name}: esperada uma matriz 2-D, encontrado o formato {found}</translation>
        </message>
        <message>
            <source>{name}: expected {rows} rows ({meaning}), found shape {found}</source>
            <translation>{name}: esperadas {rows} linhas ({meaning}), encontrado o formato {found}</translation>
        </message>
        <message>
            <source>{name}: expected {rows} rows, found shape {found}</source>
            <translation>{name}: esperadas {rows} linhas, encontrado o formato {found}</translation>
        </message>
        <message>
            <source>{name}: expected shape {rows} × {columns} ({meaning}), found {found}</source>
            <translation>{name}: esperado o formato {rows} × {columns} ({meaning}), encontrado {found}</translation>
        </message>
        <message>
            <source>{name}: expected shape {rows} × {columns}, found {found}</source>
            <translation>{name}: esperado o formato {rows} × {columns}, encontrado {found}</translation>
        </message>
        <message>
            <source>{place}: {number} is not a finite number</source>
            <translation>{place}: {number} não é um número finito</translation>
        </message>
        <message>
            <source>{place}: {number} is too large (the limit is ±{limit})</source>
            <translation>{place}: {number} é grande demais (o limite é ±{limit})</translation>
        </message>
        <message>
            <source>{name}: expected {length} numbers ({meaning}), found shape {found}</source>
            <translation>{name}: esperados {length} números ({meaning}), encontrado o formato {found}</translation>
        </message>
    </context>
    <context>
        <name>matrix_table</name>
        <message>
            <source>These numbers are worked out by the app: change the inputs instead.</source>
            <translation>Estes números são calculados pelo app: mude as entradas.</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <source>Paste</source>
            <translation>Colar</translation>
        </message>
        <message>
            <source>Clear (set to 0)</source>
            <translation>Limpar (pôr 0)</translation>
        </message>
        <message>
            <source>Rename token</source>
            <translation>Renomear token</translation>
        </message>
        <message>
            <source>New label for row {row}:</source>
            <translation>Novo rótulo para a linha {row}:</translation>
        </message>
    </context>
    <context>
        <name>mistakes_lab</name>
        <message>
            <source>The softmax ran down each column instead of across each row. Now every &lt;i&gt;column&lt;/i&gt; sums to 1 and the rows do not. In the correct weights it is the other way round: the rows sum to 1 and the columns can be anything.</source>
            <translation>A softmax foi aplicada ao longo de cada coluna em vez de cada linha. Agora cada &lt;i&gt;coluna&lt;/i&gt; soma 1 e as linhas não. Nos pesos corretos é o contrário: as linhas somam 1 e as colunas podem ser qualquer coisa.</translation>
        </message>
        <message>
            <source>The softmax ran over every key, hidden ones included, and the hidden weights were set to 0 afterwards. Their share is lost, so a row with a hidden key sums to less than 1 and its output is a shrunken average. The correct way hides keys first (score −∞), so the visible keys share the whole budget.</source>
            <translation>A softmax foi aplicada sobre todas as chaves, incluindo as escondidas, e os pesos escondidos foram postos em 0 depois. A fatia deles se perde, então uma linha com uma chave escondida soma menos de 1 e a sua saída é uma média encolhida. O jeito correto esconde as chaves primeiro (pontuação −∞), para que as chaves visíveis dividam o orçamento inteiro.</translation>
        </message>
        <message>
            <source>The scores were not divided by √d_k. The rows still sum to 1, so the sanity checks &lt;b&gt;pass&lt;/b&gt;: only a comparison with a known answer catches this one. Every row is sharper than it should be, and with wide vectors softmax saturates.</source>
            <translation>As pontuações não foram divididas por √d_k. As linhas ainda somam 1, então as verificações básicas &lt;b&gt;passam&lt;/b&gt;: só uma comparação com uma resposta conhecida pega este erro. Cada linha fica mais aguda do que deveria, e com vetores largos a softmax satura.</translation>
        </message>
        <message>
            <source>Mistake to show</source>
            <translation>Erro a mostrar</translation>
        </message>
        <message>
            <source>Which common slip to compare with the correct weights</source>
            <translation>Qual deslize comum comparar com os pesos corretos</translation>
        </message>
        <message>
            <source>correct</source>
            <translation>correto</translation>
        </message>
        <message>
            <source>Weights correct: rows are queries, columns keys</source>
            <translation>Pesos corretos: as linhas são consultas, as colunas, chaves</translation>
        </message>
        <message>
            <source>with the mistake</source>
            <translation>com o erro</translation>
        </message>
        <message>
            <source>Weights with the mistake: rows are queries, columns keys</source>
            <translation>Pesos com o erro: as linhas são consultas, as colunas, chaves</translation>
        </message>
        <message>
            <source>key</source>
            <translation>chave</translation>
        </message>
        <message>
            <source>query</source>
            <translation>consulta</translation>
        </message>
        <message>
            <source>Switch the causal mask on</source>
            <translation>Ligar a máscara causal</translation>
        </message>
        <message>
            <source>Hide the later keys, so that masking after the softmax has something to get wrong (Ctrl+Z undoes it)</source>
            <translation>Esconder as chaves posteriores, para que aplicar a máscara depois da softmax tenha algo para errar (Ctrl+Z desfaz)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Sanity checks on the weights with the mistake&lt;/b&gt;</source>
            <translation>&lt;b&gt;Verificações básicas dos pesos com o erro&lt;/b&gt;</translation>
        </message>
        <message>
            <source>The mistake, its weights and its checks</source>
            <translation>O erro, os seus pesos e as suas verificações</translation>
        </message>
        <message>
            <source>The correct weights beside the weights with the mistake, their row and column sums, and the sanity checks on the wrong ones</source>
            <translation>Os pesos corretos ao lado dos pesos com o erro, as somas das suas linhas e colunas, e as verificações básicas dos errados</translation>
        </message>
        <message>
            <source>rows sum to: {rows}&lt;br&gt;columns sum to: {columns}</source>
            <translation>as linhas somam: {rows}&lt;br&gt;as colunas somam: {columns}</translation>
        </message>
        <message>
            <source>&lt;i&gt;Nothing is masked in this example, so the mistake changes nothing here: switch the causal mask on to see it.&lt;/i&gt;</source>
            <translation>&lt;i&gt;Nada está mascarado neste exemplo, então o erro não muda nada aqui: ligue a máscara causal para vê-lo.&lt;/i&gt;</translation>
        </message>
        <message>
            <source>Largest weight per row: correct {correct}; without √d_k {wrong}.</source>
            <translation>Maior peso por linha: correto {correct}; sem √d_k {wrong}.</translation>
        </message>
        <message>
            <source>Here the first column of the correct weights adds up to {terms} = &lt;b&gt;{total}&lt;/b&gt; (exactly {exact}).</source>
            <translation>Aqui a primeira coluna dos pesos corretos soma {terms} = &lt;b&gt;{total}&lt;/b&gt; (exatamente {exact}).</translation>
        </message>
    </context>
    <context>
        <name>numbers_text</name>
        <message>
            <source>not a number</source>
            <translation>não é um número</translation>
        </message>
        <message>
            <source>, </source>
            <comment>what parts the numbers of a list</comment>
            <translation>, </translation>
        </message>
        <message numerus="yes">
            <source>… %n more key(s)</source>
            <translation>
                <numerusform>… mais %n chave</numerusform>
                <numerusform>… mais %n chaves</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… %n more term(s)</source>
            <translation>
                <numerusform>… mais %n termo</numerusform>
                <numerusform>… mais %n termos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… %n more</source>
            <translation>
                <numerusform>… mais %n</numerusform>
                <numerusform>… mais %n</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>panel_catalogue</name>
        <message>
            <source>No W_o: the heads' outputs are only placed side by side. Switch W_o on in the toolbar.</source>
            <translation>Sem W_o: as saídas das cabeças são só postas lado a lado. Ligue W_o na barra de ferramentas.</translation>
        </message>
        <message>
            <source>No residual: {reason}.</source>
            <translation>Sem residual: {reason}.</translation>
        </message>
        <message>
            <source>{input}, the input of layer {layer}, is layer {before}'s output, worked out by the app: it cannot be typed. To change it, edit layer {before}'s W's and W_o here, or choose layer 1 and edit X.</source>
            <translation>{input}, a entrada da camada {layer}, é a saída da camada {before}, calculada pelo app: ela não pode ser digitada. Para mudá-la, edite aqui os W e o W_o da camada {before}, ou escolha a camada 1 e edite X.</translation>
        </message>
        <message>
            <source>Each row is its token's entry of the vocabulary (a row of W_E): editing it changes every occurrence of that token.</source>
            <translation>Cada linha é a entrada do seu token no vocabulário (uma linha de W_E): editá-la muda todas as ocorrências desse token.</translation>
        </message>
        <message>
            <source>{name} of K/V group {group}: an edit here changes {heads}.</source>
            <translation>{name} do grupo K/V {group}: uma edição aqui muda {heads}.</translation>
        </message>
    </context>
    <context>
        <name>pin_cells</name>
        <message>
            <source>{number}, up {change} since the pin (was {old})</source>
            <translation>{number}, subiu {change} desde a fixação (era {old})</translation>
        </message>
        <message>
            <source>{number}, down {change} since the pin (was {old})</source>
            <translation>{number}, desceu {change} desde a fixação (era {old})</translation>
        </message>
        <message>
            <source>{number}
the same as at the pin</source>
            <translation>{number}
o mesmo que na fixação</translation>
        </message>
        <message>
            <source>{number}
at the pin: {old}
change: {change}</source>
            <translation>{number}
na fixação: {old}
variação: {change}</translation>
        </message>
    </context>
    <context>
        <name>pin_compare</name>
        <message>
            <source>Head {head} did not exist at the pin: nothing to compare.</source>
            <translation>A cabeça {head} não existia no momento da fixação: nada a comparar.</translation>
        </message>
        <message>
            <source>{matrix} did not exist at the pin: nothing to compare.</source>
            <translation>{matrix} não existia no momento da fixação: nada a comparar.</translation>
        </message>
        <message>
            <source>{matrix} was {before} at the pin and is {now} now: sizes differ, so it is not compared.</source>
            <translation>{matrix} era {before} no momento da fixação e agora é {now}: os tamanhos diferem, então ela não é comparada.</translation>
        </message>
        <message>
            <source>The tokens changed since the pin: rows are compared by position.</source>
            <translation>Os tokens mudaram desde a fixação: as linhas são comparadas por posição.</translation>
        </message>
        <message>
            <source>The tokens moved since the pin: each is compared with itself.</source>
            <translation>Os tokens se moveram desde a fixação: cada um é comparado consigo mesmo.</translation>
        </message>
    </context>
    <context>
        <name>pin_controls</name>
        <message>
            <source>Pin</source>
            <translation>Fixar</translation>
        </message>
        <message>
            <source>Pin: keep the numbers as they are now; every matrix then shows what your next edits change (old number under the new one, ▲ up, ▼ down). {key} again unpins.</source>
            <translation>Fixar: guarda os números como estão agora; depois cada matriz mostra o que as suas próximas edições mudam (número antigo embaixo do novo, ▲ subiu, ▼ desceu). {key} de novo desfaz a fixação.</translation>
        </message>
        <message>
            <source>Pin the numbers to compare with</source>
            <translation>Fixar os números para comparar</translation>
        </message>
        <message>
            <source>Pinned</source>
            <translation>Fixado</translation>
        </message>
        <message>
            <source>Pinned: changed numbers now show their old value under them, and the old bars are drawn dashed. {key} unpins.</source>
            <translation>Fixado: os números alterados agora mostram o valor antigo embaixo deles, e as barras antigas são desenhadas tracejadas. {key} desfaz a fixação.</translation>
        </message>
    </context>
    <context>
        <name>pipeline_view</name>
        <message>
            <source>The computation, stage after stage</source>
            <translation>O cálculo, etapa após etapa</translation>
        </message>
        <message>
            <source>Show the weights as a table of numbers</source>
            <translation>Mostrar os pesos como uma tabela de números</translation>
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
            <translation>nenhum número mostrado</translation>
        </message>
    </context>
    <context>
        <name>positional</name>
        <message>
            <source>"learned" positions need their matrix W_pos</source>
            <translation>posições "learned" precisam da sua matriz W_pos</translation>
        </message>
        <message>
            <source>W_pos has {positions} positions, fewer than the {tokens} tokens</source>
            <translation>W_pos tem {positions} posições, menos que os {tokens} tokens</translation>
        </message>
    </context>
    <context>
        <name>prediction_text</name>
        <message>
            <source>type a number first</source>
            <translation>digite um número primeiro</translation>
        </message>
        <message>
            <source>“{text}” is not a number I can read (try 0.95, 95% or 1/3)</source>
            <translation>“{text}” não é um número que eu consiga ler (tente 0,95; 95% ou 1/3)</translation>
        </message>
        <message>
            <source>that is not a finite number</source>
            <translation>isso não é um número finito</translation>
        </message>
    </context>
    <context>
        <name>predictions_view</name>
        <message>
            <source>1st next token: {token}, probability {probability}</source>
            <translation>1º próximo token: {token}, probabilidade {probability}</translation>
        </message>
        <message>
            <source>2nd next token: {token}, probability {probability}</source>
            <translation>2º próximo token: {token}, probabilidade {probability}</translation>
        </message>
        <message>
            <source>3rd next token: {token}, probability {probability}</source>
            <translation>3º próximo token: {token}, probabilidade {probability}</translation>
        </message>
        <message>
            <source>4th next token: {token}, probability {probability}</source>
            <translation>4º próximo token: {token}, probabilidade {probability}</translation>
        </message>
        <message>
            <source>5th next token: {token}, probability {probability}</source>
            <translation>5º próximo token: {token}, probabilidade {probability}</translation>
        </message>
        <message>
            <source>Next-token predictions (computed)</source>
            <translation>Previsões do próximo token (calculadas)</translation>
        </message>
        <message>
            <source>For each position, the likeliest next tokens and their probabilities</source>
            <translation>Para cada posição, os próximos tokens mais prováveis e as suas probabilidades</translation>
        </message>
    </context>
    <context>
        <name>preferences</name>
        <message>
            <source>Follow the system</source>
            <translation>Seguir o sistema</translation>
        </message>
        <message>
            <source>Follow the system ({language})</source>
            <translation>Seguir o sistema ({language})</translation>
        </message>
        <message>
            <source>Use these choices and close</source>
            <translation>Usar estas escolhas e fechar</translation>
        </message>
        <message>
            <source>Use these choices and keep the dialog open</source>
            <translation>Usar estas escolhas e manter a janela aberta</translation>
        </message>
        <message>
            <source>Close without using the choices made here</source>
            <translation>Fechar sem usar as escolhas feitas aqui</translation>
        </message>
        <message>
            <source>Put the defaults in the fields (nothing is used until OK or Apply)</source>
            <translation>Pôr os valores padrão nos campos (nada é usado até OK ou Aplicar)</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>Preferências</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Tema</translation>
        </message>
        <message>
            <source>The window's colours; high contrast for a projector</source>
            <translation>As cores da janela; alto contraste para um projetor</translation>
        </message>
        <message>
            <source>Zoom in percent</source>
            <translation>Zoom em porcentagem</translation>
        </message>
        <message>
            <source>How large the window's text and numbers are</source>
            <translation>O tamanho do texto e dos números da janela</translation>
        </message>
        <message>
            <source>Colour map of the weights</source>
            <translation>Mapa de cores dos pesos</translation>
        </message>
        <message>
            <source>The colours of the weights heatmap, from 0 to 1</source>
            <translation>As cores do mapa de calor dos pesos, de 0 a 1</translation>
        </message>
        <message>
            <source>Colour map of the scores</source>
            <translation>Mapa de cores das pontuações</translation>
        </message>
        <message>
            <source>The colours of the scores heatmap, negative to positive</source>
            <translation>As cores do mapa de calor das pontuações, de negativo a positivo</translation>
        </message>
        <message>
            <source>Decimals shown</source>
            <translation>Casas decimais mostradas</translation>
        </message>
        <message>
            <source>How many digits every number shows</source>
            <translation>Quantos dígitos cada número mostra</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>The language of the window and the lessons, from the next start</source>
            <translation>O idioma da janela e das lições, a partir da próxima inicialização</translation>
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
            <translation>Cores dos &amp;pesos:</translation>
        </message>
        <message>
            <source>&amp;Scores colours:</source>
            <translation>Cores das p&amp;ontuações:</translation>
        </message>
        <message>
            <source>&amp;Decimals shown:</source>
            <translation>Casas &amp;decimais mostradas:</translation>
        </message>
        <message>
            <source>The colour maps read the same for the common kinds of colour blindness. Zoom also works with Ctrl + Plus, Ctrl + Minus and Ctrl + 0.</source>
            <translation>Os mapas de cores são lidos da mesma forma nos tipos comuns de daltonismo. O zoom também funciona com Ctrl + Mais, Ctrl + Menos e Ctrl + 0.</translation>
        </message>
    </context>
    <context>
        <name>presentation</name>
        <message>
            <source>Present</source>
            <translation>Apresentar</translation>
        </message>
        <message>
            <source>Presentation mode: full screen, large, step by step (F5; Esc leaves)</source>
            <translation>Modo de apresentação: tela cheia, grande, passo a passo (F5; Esc sai)</translation>
        </message>
        <message>
            <source>Presentation mode</source>
            <translation>Modo de apresentação</translation>
        </message>
        <message>
            <source>Leave presentation</source>
            <translation>Sair da apresentação</translation>
        </message>
        <message>
            <source>✕ Leave (Esc)</source>
            <translation>✕ Sair (Esc)</translation>
        </message>
        <message>
            <source>Leave presentation mode (Esc)</source>
            <translation>Sair do modo de apresentação (Esc)</translation>
        </message>
        <message>
            <source>Leave presentation mode</source>
            <translation>Sair do modo de apresentação</translation>
        </message>
    </context>
    <context>
        <name>presets</name>
        <message>
            <source>Examples</source>
            <translation>Exemplos</translation>
        </message>
        <message>
            <source>Trained models</source>
            <translation>Modelos treinados</translation>
        </message>
        <message>
            <source>{file}: expected an object with a "presets" list</source>
            <translation>{file}: esperado um objeto com uma lista "presets"</translation>
        </message>
        <message>
            <source>{file}: presets[{index}] is not an object</source>
            <translation>{file}: presets[{index}] não é um objeto</translation>
        </message>
        <message>
            <source>{file}: presets[{index}] needs a plain file name</source>
            <translation>{file}: presets[{index}] precisa de um nome de arquivo simples</translation>
        </message>
        <message>
            <source>{file}: presets[{index}].description must be text</source>
            <translation>{file}: presets[{index}].description precisa ser texto</translation>
        </message>
        <message>
            <source>{file}: presets[{index}].group must be text</source>
            <translation>{file}: presets[{index}].group precisa ser texto</translation>
        </message>
        <message>
            <source>{file}: presets[{index}].welcome must be true or false</source>
            <translation>{file}: presets[{index}].welcome precisa ser true ou false</translation>
        </message>
        <message>
            <source>no built-in preset called "{name}"; the presets are: {names}</source>
            <translation>não há exemplo embutido chamado "{name}"; os exemplos são: {names}</translation>
        </message>
        <message>
            <source>(this file cannot be read)</source>
            <translation>(este arquivo não pode ser lido)</translation>
        </message>
        <message>
            <source>no trained model called "{name}"; the models are: {names}</source>
            <translation>não há modelo treinado chamado "{name}"; os modelos são: {names}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>nenhum</translation>
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
            <translation>chave</translation>
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
            <translation>escondido até você responder à pergunta da lição</translation>
        </message>
        <message>
            <source>query "{query}" → key "{key}"</source>
            <translation>consulta "{query}" → chave "{key}"</translation>
        </message>
        <message>
            <source>score q·k = {score}</source>
            <translation>pontuação q·k = {score}</translation>
        </message>
        <message>
            <source>scaled score = {score} / √{d_k} = {scaled}</source>
            <translation>pontuação escalada = {score} / √{d_k} = {scaled}</translation>
        </message>
        <message>
            <source>weight = {weight}</source>
            <translation>peso = {weight}</translation>
        </message>
        <message>
            <source>masked: this query may not see this key (weight exactly 0)</source>
            <translation>mascarada: esta consulta não pode ver esta chave (peso exatamente 0)</translation>
        </message>
        <message>
            <source>weight at the pin = {weight}</source>
            <translation>peso na fixação = {weight}</translation>
        </message>
        <message>
            <source>{what} heatmap: rows are queries, columns keys</source>
            <translation>Mapa de calor {what}: as linhas são consultas, as colunas, chaves</translation>
        </message>
        <message>
            <source>key</source>
            <translation>chave</translation>
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
            <translation>Trabalho</translation>
        </message>
        <message>
            <source>Saved</source>
            <translation>Salvo</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Tamanho</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>untitled</source>
            <translation>sem título</translation>
        </message>
        <message>
            <source>Restore unsaved work?</source>
            <translation>Restaurar o trabalho não salvo?</translation>
        </message>
        <message>
            <source>selfattn-gui did not close normally last time. It kept these copies of unsaved work:</source>
            <translation>O selfattn-gui não foi fechado normalmente da última vez. Ele guardou estas cópias de trabalho não salvo:</translation>
        </message>
        <message>
            <source>Restore opens one copy in this window. The others stay in the recovery folder and are offered again the next time selfattn-gui starts. Delete removes a copy for good. The folder: {folder}</source>
            <translation>Restaurar abre uma cópia nesta janela. As outras ficam na pasta de recuperação e são oferecidas de novo na próxima vez que o selfattn-gui iniciar. Excluir remove uma cópia para sempre. A pasta: {folder}</translation>
        </message>
        <message>
            <source>&amp;Restore in this window</source>
            <translation>&amp;Restaurar nesta janela</translation>
        </message>
        <message>
            <source>&amp;Delete copy…</source>
            <translation>&amp;Excluir cópia…</translation>
        </message>
        <message>
            <source>&amp;Keep all for later</source>
            <translation>&amp;Guardar todas para depois</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>desconhecido</translation>
        </message>
        <message>
            <source>can be restored</source>
            <translation>pode ser restaurada</translation>
        </message>
        <message>
            <source>damaged, kept: {problem}</source>
            <translation>danificada, guardada: {problem}</translation>
        </message>
        <message>
            <source>Why it cannot be restored: {reason}</source>
            <translation>Por que não pode ser restaurada: {reason}</translation>
        </message>
        <message>
            <source>Could not delete “{name}”: {reason} ({file}). It is kept.</source>
            <translation>Não foi possível excluir “{name}”: {reason} ({file}). Ela foi guardada.</translation>
        </message>
        <message>
            <source>Delete this copy?</source>
            <translation>Excluir esta cópia?</translation>
        </message>
        <message>
            <source>Delete the unsaved work “{name}” for good? This cannot be undone.</source>
            <translation>Excluir para sempre o trabalho não salvo “{name}”? Isso não pode ser desfeito.</translation>
        </message>
        <message>
            <source>Could not look for unsaved work from last time: {problem}.</source>
            <translation>Não foi possível procurar trabalho não salvo da última vez: {problem}.</translation>
        </message>
        <message>
            <source>Restored “{name}”. Its recovery copy is kept, because this window cannot back the work up: {error}.</source>
            <translation>“{name}” restaurado. A sua cópia de recuperação foi guardada, porque esta janela não consegue fazer backup do trabalho: {error}.</translation>
        </message>
        <message>
            <source>Restored “{name}”. Its old recovery copy could not be removed ({reason}), so it will be offered again.</source>
            <translation>“{name}” restaurado. A sua cópia de recuperação antiga não pôde ser removida ({reason}), então será oferecida de novo.</translation>
        </message>
        <message numerus="yes">
            <source>Restored “{name}”. %n other copies are kept for the next start.</source>
            <translation>
                <numerusform>“{name}” restaurado. %n outra cópia fica guardada para a próxima inicialização.</numerusform>
                <numerusform>“{name}” restaurado. %n outras cópias ficam guardadas para a próxima inicialização.</numerusform>
            </translation>
        </message>
        <message>
            <source>Restored “{name}”. 1 other copy is kept for the next start.</source>
            <translation>“{name}” restaurado. 1 outra cópia fica guardada para a próxima inicialização.</translation>
        </message>
        <message>
            <source>Restored “{name}”.</source>
            <translation>“{name}” restaurado.</translation>
        </message>
        <message>
            <source>Not backed up</source>
            <translation>Sem backup</translation>
        </message>
        <message>
            <source>Backups work again: your unsaved work is being kept safe.</source>
            <translation>Os backups voltaram a funcionar: o seu trabalho não salvo está sendo guardado em segurança.</translation>
        </message>
        <message>
            <source>Your work is not being backed up: {reason}. Save it with File → Save to keep it safe; selfattn-gui keeps trying.</source>
            <translation>O seu trabalho não está sendo copiado em backup: {reason}. Salve-o com Arquivo → Salvar para mantê-lo seguro; o selfattn-gui continua tentando.</translation>
        </message>
    </context>
    <context>
        <name>recovery_copies</name>
        <message>
            <source>{name}: cannot be restored</source>
            <translation>{name}: não pode ser restaurado</translation>
        </message>
        <message>
            <source>{folder} is a file, not a folder</source>
            <translation>{folder} é um arquivo, não uma pasta</translation>
        </message>
        <message>
            <source>cannot read {folder} ({reason})</source>
            <translation>não é possível ler {folder} ({reason})</translation>
        </message>
        <message>
            <source>{name}: cannot tell whether a running selfattn-gui still uses this copy ({reason})</source>
            <translation>{name}: não é possível saber se um selfattn-gui em execução ainda usa esta cópia ({reason})</translation>
        </message>
        <message>
            <source>{name} is missing: only the details of this copy are left, not the work</source>
            <translation>{name} está faltando: só restam os detalhes desta cópia, não o trabalho</translation>
        </message>
        <message>
            <source>{name} is a link, not a recovery copy</source>
            <translation>{name} é um link, não uma cópia de recuperação</translation>
        </message>
        <message>
            <source>{name}: cannot read it ({reason})</source>
            <translation>{name}: não é possível lê-lo ({reason})</translation>
        </message>
        <message>
            <source>{name} is a folder, not the details of a recovery copy</source>
            <translation>{name} é uma pasta, não os detalhes de uma cópia de recuperação</translation>
        </message>
        <message>
            <source>{name} is not an ordinary file</source>
            <translation>{name} não é um arquivo comum</translation>
        </message>
        <message>
            <source>{name}: {size} bytes is far too big for the details of a copy (at most {limit})</source>
            <translation>{name}: {size} bytes é grande demais para os detalhes de uma cópia (no máximo {limit})</translation>
        </message>
        <message>
            <source>{name}: not UTF-8 text (bad byte at offset {offset})</source>
            <translation>{name}: não é texto UTF-8 (byte inválido na posição {offset})</translation>
        </message>
        <message>
            <source>{name}: expected a JSON object, found {found}</source>
            <translation>{name}: esperado um objeto JSON, encontrado {found}</translation>
        </message>
        <message>
            <source>{name}: {problem}</source>
            <translation>{name}: {problem}</translation>
        </message>
        <message>
            <source>pid: expected a process number, found {found}</source>
            <translation>pid: esperado um número de processo, encontrado {found}</translation>
        </message>
        <message>
            <source>path: expected the file's path as text or null, found {found}</source>
            <translation>path: esperado o caminho do arquivo como texto ou null, encontrado {found}</translation>
        </message>
        <message>
            <source>path: expected the full path of a session file</source>
            <translation>path: esperado o caminho completo de um arquivo de sessão</translation>
        </message>
        <message>
            <source>title: expected text, found {found}</source>
            <translation>title: esperado texto, encontrado {found}</translation>
        </message>
    </context>
    <context>
        <name>residual_note</name>
        <message>
            <source>the attention output is {width} wide but the token vectors are {d_in} wide: add W_o to project it back to {d_in}</source>
            <translation>a saída da atenção tem largura {width}, mas os vetores dos tokens têm largura {d_in}: adicione W_o para projetá-la de volta para {d_in}</translation>
        </message>
        <message>
            <source>the attention output is {width} wide but the token vectors are {d_in} wide: give W_o {d_in} columns</source>
            <translation>a saída da atenção tem largura {width}, mas os vetores dos tokens têm largura {d_in}: dê a W_o {d_in} colunas</translation>
        </message>
        <message>
            <source>the attention output is {width} wide but the layer's input is {d_in} wide: add W_o to project it back to {d_in}</source>
            <translation>a saída da atenção tem largura {width}, mas a entrada da camada tem largura {d_in}: adicione W_o para projetá-la de volta para {d_in}</translation>
        </message>
        <message>
            <source>the attention output is {width} wide but the layer's input is {d_in} wide: give W_o {d_in} columns</source>
            <translation>a saída da atenção tem largura {width}, mas a entrada da camada tem largura {d_in}: dê a W_o {d_in} colunas</translation>
        </message>
    </context>
    <context>
        <name>resources</name>
        <message>
            <source>the app's resources folder is missing; looked in: {folders}</source>
            <translation>a pasta de recursos do app está faltando; procurado em: {folders}</translation>
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
            <translation>O novo idioma aparece quando o selfattn-gui iniciar de novo.</translation>
        </message>
        <message>
            <source>Start again now? You will be asked to save unsaved work first.</source>
            <translation>Reiniciar agora? Antes, você será convidado a salvar o trabalho não salvo.</translation>
        </message>
        <message>
            <source>Start again now</source>
            <translation>Reiniciar agora</translation>
        </message>
        <message>
            <source>Later</source>
            <translation>Depois</translation>
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
            <translation>Como um fator nas pontuações deixa uma linha mais aguda</translation>
        </message>
        <message>
            <source>Width d_k</source>
            <translation>Largura d_k</translation>
        </message>
        <message>
            <source>Why the scores are divided by √d_k</source>
            <translation>Por que as pontuações são divididas por √d_k</translation>
        </message>
        <message>
            <source>Shift a row</source>
            <translation>Deslocar uma linha</translation>
        </message>
        <message>
            <source>Adding one number to a row changes nothing</source>
            <translation>Somar um número a uma linha não muda nada</translation>
        </message>
        <message>
            <source>Factor the scores are multiplied by</source>
            <translation>Fator pelo qual as pontuações são multiplicadas</translation>
        </message>
        <message>
            <source>The arrow keys move it: left flattens the weights, right sharpens them; the middle is × 1, the app's own weights</source>
            <translation>As setas do teclado o movem: a esquerda achata os pesos, a direita os deixa mais agudos; o meio é × 1, os pesos do próprio app</translation>
        </message>
        <message>
            <source>Weights of the example row at this factor</source>
            <translation>Pesos da linha de exemplo com este fator</translation>
        </message>
        <message>
            <source>flat</source>
            <translation>achatada</translation>
        </message>
        <message>
            <source>one-hot</source>
            <translation>one-hot</translation>
        </message>
        <message>
            <source>Softmax of the selected query's scaled scores, each first multiplied by a factor (1 / temperature). Near 0 every key gets the same share; large factors give everything to the best key. At × 1 you see the app's weights.</source>
            <translation>Softmax das pontuações escaladas da consulta selecionada, cada uma multiplicada antes por um fator (1 / temperatura). Perto de 0, cada chave recebe a mesma fatia; fatores grandes dão tudo à melhor chave. Em × 1 você vê os pesos do app.</translation>
        </message>
        <message>
            <source>Scores and weights at each width d_k</source>
            <translation>Pontuações e pesos em cada largura d_k</translation>
        </message>
        <message>
            <source>Per d_k: the spread of the scores and the top weight and gradient, with and without ÷ √d_k</source>
            <translation>Por d_k: a dispersão das pontuações e o maior peso e o gradiente, com e sem ÷ √d_k</translation>
        </message>
        <message>
            <source>spread
q·k</source>
            <translation>dispersão
q·k</translation>
        </message>
        <message>
            <source>spread
q·k / √d_k</source>
            <translation>dispersão
q·k / √d_k</translation>
        </message>
        <message>
            <source>top weight
no ÷</source>
            <translation>maior peso
sem ÷</translation>
        </message>
        <message>
            <source>top weight
÷ √d_k</source>
            <translation>maior peso
÷ √d_k</translation>
        </message>
        <message>
            <source>gradient
no ÷</source>
            <translation>gradiente
sem ÷</translation>
        </message>
        <message>
            <source>gradient
÷ √d_k</source>
            <translation>gradiente
÷ √d_k</translation>
        </message>
        <message>
            <source>Random queries and keys with entries of spread 1 (a fixed seed, so the same numbers every time), 16 keys per query. Without the division the scores spread like √d_k, the softmax becomes nearly one-hot and its gradient shrinks: it stops learning. With ÷√d_k the spread stays near 1 at every width.</source>
            <translation>Consultas e chaves aleatórias com entradas de dispersão 1 (uma semente fixa, então os mesmos números toda vez), 16 chaves por consulta. Sem a divisão, as pontuações se espalham como √d_k, a softmax fica quase one-hot e o seu gradiente encolhe: ela para de aprender. Com ÷√d_k, a dispersão fica perto de 1 em qualquer largura.</translation>
        </message>
        <message>
            <source>Constant added to every score of the row</source>
            <translation>Constante somada a cada pontuação da linha</translation>
        </message>
        <message>
            <source>Type a number or use the arrow keys; the table shows the weights do not change</source>
            <translation>Digite um número ou use as setas do teclado; a tabela mostra que os pesos não mudam</translation>
        </message>
        <message>
            <source>The row's scores and weights, before and after the shift</source>
            <translation>As pontuações e os pesos da linha, antes e depois do deslocamento</translation>
        </message>
        <message>
            <source>One column per key; rows: the scores, the scores plus the constant, and the weights before and after</source>
            <translation>Uma coluna por chave; linhas: as pontuações, as pontuações mais a constante, e os pesos antes e depois</translation>
        </message>
        <message>
            <source>Add to every score of the row:</source>
            <translation>Somar a cada pontuação da linha:</translation>
        </message>
        <message>
            <source>Softmax only looks at the differences between the scores of a row. Add the same number to all of them and every e^score is multiplied by the same factor, which cancels when the row is divided by its total.</source>
            <translation>A softmax só olha para as diferenças entre as pontuações de uma linha. Some o mesmo número a todas elas e cada e^pontuação é multiplicado pelo mesmo fator, que se cancela quando a linha é dividida pelo seu total.</translation>
        </message>
        <message>
            <source>Select a query token to see its row.</source>
            <translation>Selecione um token de consulta para ver a sua linha.</translation>
        </message>
        <message>
            <source>scores × {factor}  ·  largest weight {weight}</source>
            <translation>pontuações × {factor}  ·  maior peso {weight}</translation>
        </message>
        <message>
            <source>The row's numbers are hidden until you answer the lesson's question.</source>
            <translation>Os números da linha ficam escondidos até você responder à pergunta da lição.</translation>
        </message>
        <message>
            <source>scores of "{token}"</source>
            <translation>pontuações de "{token}"</translation>
        </message>
        <message>
            <source>scores + {constant}</source>
            <translation>pontuações + {constant}</translation>
        </message>
        <message>
            <source>weights</source>
            <translation>pesos</translation>
        </message>
        <message>
            <source>weights after + {constant}</source>
            <translation>pesos depois de + {constant}</translation>
        </message>
        <message>
            <source>masked</source>
            <translation>mascarada</translation>
        </message>
        <message>
            <source>✓ The weights are exactly the same.</source>
            <translation>✓ Os pesos são exatamente os mesmos.</translation>
        </message>
        <message>
            <source>✓ The weights are the same (they differ by {gap}: rounding only).</source>
            <translation>✓ Os pesos são os mesmos (diferem por {gap}: só arredondamento).</translation>
        </message>
        <message>
            <source>The weights differ by up to {gap}.</source>
            <translation>Os pesos diferem em até {gap}.</translation>
        </message>
    </context>
    <context>
        <name>session_fields</name>
        <message>
            <source>This is not a selfattn-gui session file.</source>
            <translation>Este não é um arquivo de sessão do selfattn-gui.</translation>
        </message>
        <message>
            <source>This session file was made by a newer selfattn-gui.</source>
            <translation>Este arquivo de sessão foi feito por um selfattn-gui mais novo.</translation>
        </message>
        <message>
            <source>This session file has a mistake in it, so it cannot be opened.</source>
            <translation>Este arquivo de sessão tem um erro, então não pode ser aberto.</translation>
        </message>
        <message>
            <source>This file cannot be read.</source>
            <translation>Este arquivo não pode ser lido.</translation>
        </message>
        <message>
            <source>not a session: the file holds {found}, not an object</source>
            <translation>não é uma sessão: o arquivo contém {found}, não um objeto</translation>
        </message>
        <message>
            <source>missing key "format" (it should be "{tag}")</source>
            <translation>falta a chave "format" (deveria ser "{tag}")</translation>
        </message>
        <message>
            <source>format: expected "{tag}", found {found}</source>
            <translation>format: esperado "{tag}", encontrado {found}</translation>
        </message>
        <message>
            <source>missing key "version" (it should be 1 or 2)</source>
            <translation>falta a chave "version" (deveria ser 1 ou 2)</translation>
        </message>
        <message>
            <source>version: expected a whole number, found {found}</source>
            <translation>version: esperado um número inteiro, encontrado {found}</translation>
        </message>
        <message>
            <source>version: this file is version {version}, made by a newer selfattn-gui; this one reads versions 1 and {newest}: please update the app</source>
            <translation>version: este arquivo é da versão {version}, feito por um selfattn-gui mais novo; este lê as versões 1 e {newest}: atualize o app</translation>
        </message>
        <message>
            <source>version: expected 1 or {newest}, found {version}</source>
            <translation>version: esperado 1 ou {newest}, encontrado {version}</translation>
        </message>
        <message>
            <source>missing key "{key}"</source>
            <translation>falta a chave "{key}"</translation>
        </message>
        <message>
            <source>only a version 2 file has it: write "version": 2 and the version 2 keys</source>
            <translation>só um arquivo da versão 2 tem isso: escreva "version": 2 e as chaves da versão 2</translation>
        </message>
        <message>
            <source>a version 2 file keeps the heads, W_o and residual in "layers"</source>
            <translation>um arquivo da versão 2 guarda as cabeças, W_o e a residual em "layers"</translation>
        </message>
        <message>
            <source>title: expected text, found {found}</source>
            <translation>title: esperado texto, encontrado {found}</translation>
        </message>
        <message>
            <source>mask[{row}][{column}]: expected 0 or 1, found {found}</source>
            <translation>mask[{row}][{column}]: esperado 0 ou 1, encontrado {found}</translation>
        </message>
        <message>
            <source>embeddings: a session with a vocabulary takes its token vectors from vocabulary.W_E, so "embeddings" must be left out</source>
            <translation>embeddings: uma sessão com vocabulário tira os vetores dos tokens de vocabulary.W_E, então "embeddings" precisa ficar de fora</translation>
        </message>
        <message>
            <source>missing key "embeddings" (needed when "vocabulary" is null)</source>
            <translation>falta a chave "embeddings" (necessária quando "vocabulary" é null)</translation>
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
            <translation>size: {tokens} e {heads} com d_model {d_model}, d_k {d_k}, d_v {d_v} precisariam de {count} números; uma sessão pode ter no máximo {limit}, para que possa ser salva e aberta de novo (diminua um tamanho, as cabeças ou os tokens)</translation>
        </message>
        <message>
            <source>size: {tokens} and {heads} with d_model {d_model}, d_k {d_k}, d_v {d_v}, W_o {rows} × {columns} would need {count} numbers; a session can hold at most {limit}, so that it can be saved and opened again (make a size, the heads or the tokens fewer)</source>
            <translation>size: {tokens} e {heads} com d_model {d_model}, d_k {d_k}, d_v {d_v}, W_o {rows} × {columns} precisariam de {count} números; uma sessão pode ter no máximo {limit}, para que possa ser salva e aberta de novo (diminua um tamanho, as cabeças ou os tokens)</translation>
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
                <numerusform>%n cabeça</numerusform>
                <numerusform>%n cabeças</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>session_rules</name>
        <message>
            <source>title: expected text, found {found}</source>
            <translation>title: esperado texto, encontrado {found}</translation>
        </message>
        <message>
            <source>layers: expected 1 to {limit} layers, found {found}</source>
            <translation>layers: esperadas de 1 a {limit} camadas, encontrado {found}</translation>
        </message>
        <message>
            <source>{name}: holds a character that is not valid text</source>
            <translation>{name}: contém um caractere que não é texto válido</translation>
        </message>
        <message>
            <source>{name}: at least one token is needed</source>
            <translation>{name}: é preciso pelo menos um token</translation>
        </message>
        <message>
            <source>{name}: {count} tokens, the limit is {limit}</source>
            <translation>{name}: {count} tokens, o limite é {limit}</translation>
        </message>
        <message>
            <source>{place}: a token label must not be empty</source>
            <translation>{place}: o rótulo de um token não pode ser vazio</translation>
        </message>
        <message>
            <source>tokens[{index}]: {token} is not in the vocabulary</source>
            <translation>tokens[{index}]: {token} não está no vocabulário</translation>
        </message>
        <message>
            <source>none</source>
            <translation>nenhum</translation>
        </message>
        <message>
            <source>shape {shape}</source>
            <translation>formato {shape}</translation>
        </message>
        <message>
            <source>embeddings: expected {rows} rows (one per token), found {found}</source>
            <translation>embeddings: esperadas {rows} linhas (uma por token), encontrado {found}</translation>
        </message>
        <message>
            <source>embeddings: d_model must be between 1 and {limit}, found {found}</source>
            <translation>embeddings: d_model precisa estar entre 1 e {limit}, encontrado {found}</translation>
        </message>
        <message>
            <source>vocabulary.labels[{index}]: "{label}" is already entry {entry}; every label must be different</source>
            <translation>vocabulary.labels[{index}]: "{label}" já é a entrada {entry}; cada rótulo precisa ser diferente</translation>
        </message>
        <message>
            <source>vocabulary.W_E: expected {rows} rows × d_model (1 to {limit}), found shape {found}</source>
            <translation>vocabulary.W_E: esperadas {rows} linhas × d_model (1 a {limit}), encontrado o formato {found}</translation>
        </message>
        <message>
            <source>one row per label</source>
            <translation>uma linha por rótulo</translation>
        </message>
        <message>
            <source>attention: expected one of {choices}, found {found}</source>
            <translation>attention: esperado um de {choices}, encontrado {found}</translation>
        </message>
        <message>
            <source>source: only a "cross" session has a source sequence</source>
            <translation>source: só uma sessão "cross" tem uma sequência de origem</translation>
        </message>
        <message>
            <source>source: a "cross" session needs the sequence its keys come from</source>
            <translation>source: uma sessão "cross" precisa da sequência de onde vêm as suas chaves</translation>
        </message>
        <message>
            <source>causal: a "cross" session cannot use the causal mask (its keys are another sequence, not earlier tokens); use a custom mask instead</source>
            <translation>causal: uma sessão "cross" não pode usar a máscara causal (as suas chaves são outra sequência, não tokens anteriores); use uma máscara própria</translation>
        </message>
        <message>
            <source>layers: a "cross" session has one layer, found {found}</source>
            <translation>layers: uma sessão "cross" tem uma camada, encontrado {found}</translation>
        </message>
        <message>
            <source>one row per source token, d_model wide</source>
            <translation>uma linha por token da origem, com largura d_model</translation>
        </message>
        <message>
            <source>mask: expected shape {rows} × {columns}, found {found}</source>
            <translation>mask: esperado o formato {rows} × {columns}, encontrado {found}</translation>
        </message>
        <message>
            <source>positional_encoding: expected one of {choices}, found {found}</source>
            <translation>positional_encoding: esperado um de {choices}, encontrado {found}</translation>
        </message>
        <message>
            <source>W_pos: only "learned" positions have a W_pos matrix</source>
            <translation>W_pos: só posições "learned" têm uma matriz W_pos</translation>
        </message>
        <message>
            <source>scale: expected one of {choices}, found {found}</source>
            <translation>scale: esperado um de {choices}, encontrado {found}</translation>
        </message>
        <message>
            <source>W_pos: "learned" positions need their matrix W_pos</source>
            <translation>W_pos: posições "learned" precisam da sua matriz W_pos</translation>
        </message>
        <message>
            <source>W_pos: expected max_positions × {d_model} (d_model), found shape {found}</source>
            <translation>W_pos: esperado max_positions × {d_model} (d_model), encontrado o formato {found}</translation>
        </message>
        <message>
            <source>W_pos: the sequence has {tokens} tokens but W_pos has only {positions} positions (learned positions cannot go beyond what was learned)</source>
            <translation>W_pos: a sequência tem {tokens} tokens, mas W_pos tem só {positions} posições (posições aprendidas não vão além do que foi aprendido)</translation>
        </message>
        <message>
            <source>W_U: an unembedding needs a vocabulary (its columns are its labels)</source>
            <translation>W_U: um unembedding precisa de um vocabulário (as suas colunas são os rótulos dele)</translation>
        </message>
        <message>
            <source>the last layer's output width × vocabulary size</source>
            <translation>largura da saída da última camada × tamanho do vocabulário</translation>
        </message>
    </context>
    <context>
        <name>session_size_rules</name>
        <message>
            <source>size: the session holds {count} numbers; a session can hold at most {limit}, so that it can be saved and opened again (make a size, the heads, the layers, the vocabulary or the tokens fewer)</source>
            <translation>size: a sessão contém {count} números; uma sessão pode ter no máximo {limit}, para que possa ser salva e aberta de novo (diminua um tamanho, as cabeças, as camadas, o vocabulário ou os tokens)</translation>
        </message>
        <message>
            <source>size: the session's matrices have {rows} rows; a session can have at most {limit}, so that it can be saved and opened again (make d_model, the heads, the layers, the vocabulary or the positions of W_pos fewer)</source>
            <translation>size: as matrizes da sessão têm {rows} linhas; uma sessão pode ter no máximo {limit}, para que possa ser salva e aberta de novo (diminua d_model, as cabeças, as camadas, o vocabulário ou as posições de W_pos)</translation>
        </message>
        <message>
            <source>tokens and title: {size} MB of text, more than the {limit} MB a session can hold, so that it can be saved and opened again (shorten the token labels or the title)</source>
            <translation>tokens e título: {size} MB de texto, mais que os {limit} MB que uma sessão pode ter, para que possa ser salva e aberta de novo (encurte os rótulos dos tokens ou o título)</translation>
        </message>
    </context>
    <context>
        <name>settings_store</name>
        <message>
            <source>The settings file {path} was not an ordinary file; it was moved to {aside} and the default settings are used.</source>
            <translation>O arquivo de configurações {path} não era um arquivo comum; ele foi movido para {aside} e as configurações padrão são usadas.</translation>
        </message>
        <message>
            <source>The settings file {path} is not an ordinary file and could not be moved aside; default settings are used and changes are not kept after this run. Remove or rename it to keep your settings.</source>
            <translation>O arquivo de configurações {path} não é um arquivo comum e não pôde ser movido para o lado; as configurações padrão são usadas e as alterações não são guardadas depois desta execução. Remova-o ou renomeie-o para guardar as suas configurações.</translation>
        </message>
    </context>
    <context>
        <name>size_edits</name>
        <message>
            <source>heads: expected 1 to {limit} heads, found {found}</source>
            <translation>heads: esperadas de 1 a {limit} cabeças, encontrado {found}</translation>
        </message>
        <message>
            <source>size: with d_model {d_model} the session would hold {count} numbers; a session can hold at most {limit}, so that it can be saved and opened again (make a size, the heads, the layers or the vocabulary fewer)</source>
            <translation>size: com d_model {d_model}, a sessão teria {count} números; uma sessão pode ter no máximo {limit}, para que possa ser salva e aberta de novo (diminua um tamanho, as cabeças, as camadas ou o vocabulário)</translation>
        </message>
        <message>
            <source>layers[{index}]: layer {next} reads layer {layer}'s output, {old} numbers per token; this change would make it {new}, which it cannot read. Keep heads · d_v at {old}, or give layer {layer} a W_o with {old} columns</source>
            <translation>layers[{index}]: a camada {next} lê a saída da camada {layer}, {old} números por token; esta alteração a tornaria {new}, que ela não consegue ler. Mantenha cabeças · d_v em {old}, ou dê à camada {layer} um W_o com {old} colunas</translation>
        </message>
        <message>
            <source>layers[{index}]: the unembedding W_U reads layer {layer}'s output, {old} numbers per token; this change would make it {new}, which it cannot read. Keep heads · d_v at {old}, or give layer {layer} a W_o with {old} columns</source>
            <translation>layers[{index}]: o unembedding W_U lê a saída da camada {layer}, {old} números por token; esta alteração a tornaria {new}, que ele não consegue ler. Mantenha cabeças · d_v em {old}, ou dê à camada {layer} um W_o com {old} colunas</translation>
        </message>
    </context>
    <context>
        <name>stage</name>
        <message>
            <source>✎ you edit {matrices}</source>
            <translation>✎ você edita {matrices}</translation>
        </message>
    </context>
    <context>
        <name>stage_sources</name>
        <message>
            <source>{symbol}, the output of layer {layer}</source>
            <translation>{symbol}, a saída da camada {layer}</translation>
        </message>
        <message>
            <source>Z, the token vectors plus their positions</source>
            <translation>Z, os vetores dos tokens mais as suas posições</translation>
        </message>
        <message>
            <source>Worked out by the app: layer {layer}'s output, which layer {next} reads. Edit the layers before it to change it.</source>
            <translation>Calculada pelo app: a saída da camada {layer}, que a camada {next} lê. Edite as camadas antes dela para mudá-la.</translation>
        </message>
        <message>
            <source>You type these: one vector per token, and the positions are added to them.</source>
            <translation>Você digita estes: um vetor por token, e as posições são somadas a eles.</translation>
        </message>
        <message>
            <source>You type these: one vector per token.</source>
            <translation>Você digita estes: um vetor por token.</translation>
        </message>
        <message>
            <source>Made from {source} plus the attention output.</source>
            <translation>Feita de {source} mais a saída da atenção.</translation>
        </message>
        <message>
            <source>Made from {source} plus the attention output; it is the input of layer {layer}.</source>
            <translation>Feita de {source} mais a saída da atenção; é a entrada da camada {layer}.</translation>
        </message>
        <message>
            <source>Made from the head outputs, placed side by side (there is no W_o).</source>
            <translation>Feita das saídas das cabeças, postas lado a lado (não há W_o).</translation>
        </message>
        <message>
            <source>Made from the head outputs, side by side, times W_o, which you type.</source>
            <translation>Feita das saídas das cabeças, lado a lado, vezes W_o, que você digita.</translation>
        </message>
        <message>
            <source>{source}, normalised (the layer norm's output)</source>
            <translation>{source}, normalizado (a saída da normalização de camada)</translation>
        </message>
        <message>
            <source>Q is made from {source} times W_q; K and V from the source sentence's vectors times W_k and W_v.</source>
            <translation>Q é feita de {source} vezes W_q; K e V, dos vetores da frase de origem vezes W_k e W_v.</translation>
        </message>
        <message>
            <source>Made from {source} times W_q, W_k and W_v.</source>
            <translation>Feitas de {source} vezes W_q, W_k e W_v.</translation>
        </message>
        <message>
            <source>Made from the scores, divided by the square root of d_k = {d_k}.</source>
            <translation>Feitas das pontuações, divididas pela raiz quadrada de d_k = {d_k}.</translation>
        </message>
        <message>
            <source>The scores as they are: dividing by the square root of d_k is off.</source>
            <translation>As pontuações como estão: a divisão pela raiz quadrada de d_k está desligada.</translation>
        </message>
        <message>
            <source>Made from the scaled scores: a softmax along each row, with masked keys left out.</source>
            <translation>Feitos das pontuações escaladas: uma softmax ao longo de cada linha, com as chaves mascaradas deixadas de fora.</translation>
        </message>
        <message>
            <source>Made from the scaled scores: a softmax along each row.</source>
            <translation>Feitos das pontuações escaladas: uma softmax ao longo de cada linha.</translation>
        </message>
        <message>
            <source>You type these: one vector per token of the other sentence; the keys and values are made from them, the queries from the tokens.</source>
            <translation>Você digita estes: um vetor por token da outra frase; as chaves e os valores são feitos deles, as consultas dos tokens.</translation>
        </message>
        <message>
            <source>Made from {source}: each token's row minus its mean, divided by its spread (the square root of its variance plus 0.00001), then times the gain and plus the bias, which you type.</source>
            <translation>Feito de {source}: a linha de cada token menos a sua média, dividida pela sua dispersão (a raiz quadrada da sua variância mais 0,00001), depois vezes o ganho e mais o viés, que você digita.</translation>
        </message>
        <message>
            <source>You type these: W_q, W_k and W_v turn each token into Q, K, V.</source>
            <translation>Você digita estes: W_q, W_k e W_v transformam cada token em Q, K, V.</translation>
        </message>
        <message>
            <source>Made from Q and K: each query's dot product with each key.</source>
            <translation>Feitas de Q e K: o produto escalar de cada consulta com cada chave.</translation>
        </message>
        <message>
            <source>Made from the weights times V: each query's mix of the values.</source>
            <translation>Feita dos pesos vezes V: a mistura dos valores de cada consulta.</translation>
        </message>
        <message>
            <source>Made from the last layer's output times W_U: a softmax over the vocabulary for each position, its likeliest next tokens listed.</source>
            <translation>Feitas da saída da última camada vezes W_U: uma softmax sobre o vocabulário para cada posição, com os próximos tokens mais prováveis listados.</translation>
        </message>
    </context>
    <context>
        <name>stage_texts</name>
        <message>
            <source>{shape} each</source>
            <translation>{shape} cada</translation>
        </message>
        <message>
            <source>source: the sentence the keys and values come from</source>
            <translation>origem: a frase de onde vêm as chaves e os valores</translation>
        </message>
        <message>
            <source>{symbol}: the input of layer {number} = layer {before}'s output</source>
            <translation>{symbol}: a entrada da camada {number} = a saída da camada {before}</translation>
        </message>
        <message>
            <source>Z = X + positions</source>
            <translation>Z = X + posições</translation>
        </message>
        <message>
            <source>X: the sentence the queries come from</source>
            <translation>X: a frase de onde vêm as consultas</translation>
        </message>
        <message>
            <source>X: the token vectors</source>
            <translation>X: os vetores dos tokens</translation>
        </message>
        <message>
            <source>LayerNorm: each row to mean 0, spread 1, then × gain + bias</source>
            <translation>LayerNorm: cada linha com média 0, dispersão 1, depois × ganho + viés</translation>
        </message>
        <message>
            <source> of head {number}</source>
            <translation> da cabeça {number}</translation>
        </message>
        <message>
            <source> (off)</source>
            <translation> (desligada)</translation>
        </message>
        <message numerus="yes">
            <source>Q {shape}; K, V %n rows</source>
            <translation>
                <numerusform>Q {shape}; K, V %n linha</numerusform>
                <numerusform>Q {shape}; K, V %n linhas</numerusform>
            </translation>
        </message>
        <message>
            <source>scores = Q·Kᵀ</source>
            <translation>pontuações = Q·Kᵀ</translation>
        </message>
        <message>
            <source>scaled = scores ÷ √d_k (√{d_k} = {root})</source>
            <translation>escaladas = pontuações ÷ √d_k (√{d_k} = {root})</translation>
        </message>
        <message>
            <source>scaled = scores (÷ √d_k is off)</source>
            <translation>escaladas = pontuações (÷ √d_k está desligada)</translation>
        </message>
        <message>
            <source>weights = softmax per row (causal mask, rows sum to 1)</source>
            <translation>pesos = softmax por linha (máscara causal, as linhas somam 1)</translation>
        </message>
        <message>
            <source>weights = softmax per row (your mask, rows sum to 1)</source>
            <translation>pesos = softmax por linha (a sua máscara, as linhas somam 1)</translation>
        </message>
        <message>
            <source>weights = softmax per row (rows sum to 1)</source>
            <translation>pesos = softmax por linha (as linhas somam 1)</translation>
        </message>
        <message>
            <source>head output = weights·V (head {number} is off: left out)</source>
            <translation>saída da cabeça = pesos·V (a cabeça {number} está desligada: fica de fora)</translation>
        </message>
        <message>
            <source>head output = weights·V</source>
            <translation>saída da cabeça = pesos·V</translation>
        </message>
        <message>
            <source>concat(heads, head {listed} off)</source>
            <translation>concat(cabeças, cabeça {listed} desligada)</translation>
        </message>
        <message>
            <source>concat(heads, heads {listed} off)</source>
            <translation>concat(cabeças, cabeças {listed} desligadas)</translation>
        </message>
        <message>
            <source>concat(heads)</source>
            <translation>concat(cabeças)</translation>
        </message>
        <message>
            <source>head output</source>
            <translation>saída da cabeça</translation>
        </message>
        <message>
            <source>attention output = {heads}·W_o</source>
            <translation>saída da atenção = {heads}·W_o</translation>
        </message>
        <message>
            <source>attention output = {heads}</source>
            <translation>saída da atenção = {heads}</translation>
        </message>
        <message>
            <source>residual output = {symbol} + attention output</source>
            <translation>saída residual = {symbol} + saída da atenção</translation>
        </message>
        <message>
            <source>residual output = {symbol} + attention output = {next}, the input of layer {number}</source>
            <translation>saída residual = {symbol} + saída da atenção = {next}, a entrada da camada {number}</translation>
        </message>
        <message>
            <source>residual output</source>
            <translation>saída residual</translation>
        </message>
        <message>
            <source>next token = softmax({output}·W_U): the likeliest {shown} of {size}</source>
            <translation>próximo token = softmax({output}·W_U): os {shown} mais prováveis de {size}</translation>
        </message>
        <message>
            <source>the source</source>
            <translation>a origem</translation>
        </message>
        <message>
            <source>gain, bias</source>
            <translation>ganho, viés</translation>
        </message>
        <message>
            <source>the W's</source>
            <translation>os W</translation>
        </message>
    </context>
    <context>
        <name>strict_json</name>
        <message>
            <source>session file</source>
            <translation>arquivo de sessão</translation>
        </message>
        <message>
            <source>lesson file</source>
            <translation>arquivo de lição</translation>
        </message>
        <message>
            <source>progress file</source>
            <translation>arquivo de progresso</translation>
        </message>
        <message>
            <source>translation file</source>
            <translation>arquivo de tradução</translation>
        </message>
        <message>
            <source>document</source>
            <translation>documento</translation>
        </message>
        <message>
            <source>preset index</source>
            <translation>índice de exemplos</translation>
        </message>
        <message>
            <source>key {key} appears twice in the same object</source>
            <translation>a chave {key} aparece duas vezes no mesmo objeto</translation>
        </message>
        <message>
            <source>{name} is not allowed: every value must be a finite number</source>
            <translation>{name} não é permitido: todo valor precisa ser um número finito</translation>
        </message>
        <message>
            <source>the file is empty (expected one JSON object)</source>
            <translation>o arquivo está vazio (esperado um objeto JSON)</translation>
        </message>
        <message>
            <source>not valid JSON: {problem} at line {line}, column {column} (the file ends too early)</source>
            <translation>JSON inválido: {problem} na linha {line}, coluna {column} (o arquivo termina cedo demais)</translation>
        </message>
        <message>
            <source>not valid JSON: {problem} at line {line}, column {column}</source>
            <translation>JSON inválido: {problem} na linha {line}, coluna {column}</translation>
        </message>
        <message>
            <source>the JSON is nested far too deeply to be read</source>
            <translation>o JSON está aninhado fundo demais para ser lido</translation>
        </message>
        <message>
            <source>not valid JSON: {problem}</source>
            <translation>JSON inválido: {problem}</translation>
        </message>
        <message>
            <source>{name}: no such file</source>
            <translation>{name}: arquivo inexistente</translation>
        </message>
        <message>
            <source>{name}: is a folder, not a {kind}</source>
            <translation>{name}: é uma pasta, não um {kind}</translation>
        </message>
        <message>
            <source>{name}: is not an ordinary file, so it cannot be a {kind}</source>
            <translation>{name}: não é um arquivo comum, então não pode ser um {kind}</translation>
        </message>
        <message>
            <source>{name}: {size} MB is too big for a {kind} (the limit is {limit} MB)</source>
            <translation>{name}: {size} MB é grande demais para um {kind} (o limite é {limit} MB)</translation>
        </message>
        <message>
            <source>{name}: not UTF-8 text (bad byte at offset {offset}); is this really a {kind}?</source>
            <translation>{name}: não é texto UTF-8 (byte inválido na posição {offset}); isto é mesmo um {kind}?</translation>
        </message>
        <message>
            <source>{name}: cannot read it ({reason})</source>
            <translation>{name}: não é possível lê-lo ({reason})</translation>
        </message>
    </context>
    <context>
        <name>switch_tips</name>
        <message>
            <source>Each token may only look at itself and earlier tokens (as in GPT). Shortcut: M</source>
            <translation>Cada token só pode olhar para si mesmo e para os tokens anteriores (como no GPT). Atalho: M</translation>
        </message>
        <message>
            <source>No causal mask in cross-attention: the keys are another sentence (the source), so no key comes before or after a query. A mask of your own still works.</source>
            <translation>Sem máscara causal na atenção cruzada: as chaves são outra frase (a origem), então nenhuma chave vem antes ou depois de uma consulta. Uma máscara própria ainda funciona.</translation>
        </message>
        <message>
            <source>Add sinusoidal positional encodings to the token vectors (Z = X + PE). Shortcut: P</source>
            <translation>Somar codificações posicionais senoidais aos vetores dos tokens (Z = X + PE). Atalho: P</translation>
        </message>
        <message>
            <source>This model learned its positions: W_pos ({rows} × {width}) is part of its weights, and its heads only work with them (the previous-token head finds t − 1 through them). Edit W_pos to change them; switching to sinusoidal or none would throw them away.</source>
            <translation>Este modelo aprendeu as suas posições: W_pos ({rows} × {width}) faz parte dos seus pesos, e as suas cabeças só funcionam com elas (a cabeça de token anterior encontra t − 1 por meio delas). Edite W_pos para mudá-las; passar para senoidais ou nenhuma as jogaria fora.</translation>
        </message>
        <message>
            <source>Positions: learned</source>
            <translation>Posições: aprendidas</translation>
        </message>
        <message>
            <source>Positions</source>
            <translation>Posições</translation>
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
            <translation>Verificações básicas</translation>
        </message>
        <message>
            <source>Step through</source>
            <translation>Passo a passo</translation>
        </message>
        <message>
            <source>Step through the computation, one step at a time (F6)</source>
            <translation>Percorrer o cálculo um passo por vez (F6)</translation>
        </message>
    </context>
    <context>
        <name>to_session</name>
        <message>
            <source>the trainer cannot train this session: {problem}</source>
            <translation>o treinador não consegue treinar esta sessão: {problem}</translation>
        </message>
        <message>
            <source>it needs a vocabulary and an unembedding W_U</source>
            <translation>ela precisa de um vocabulário e de um unembedding W_U</translation>
        </message>
        <message>
            <source>it needs learned positions and the causal mask, without a custom mask</source>
            <translation>ela precisa de posições aprendidas e da máscara causal, sem uma máscara própria</translation>
        </message>
        <message>
            <source>it needs self-attention scaled by √d_k</source>
            <translation>ela precisa de autoatenção escalada por √d_k</translation>
        </message>
        <message>
            <source>its layers may not share keys and values, normalise, or switch heads off</source>
            <translation>as suas camadas não podem compartilhar chaves e valores, normalizar nem desligar cabeças</translation>
        </message>
        <message>
            <source>every layer needs W_o and the residual connection</source>
            <translation>cada camada precisa de W_o e da conexão residual</translation>
        </message>
        <message>
            <source>every layer needs the same heads, with d_v = d_k</source>
            <translation>cada camada precisa das mesmas cabeças, com d_v = d_k</translation>
        </message>
        <message>
            <source>every layer's W_o must map the heads back to d_model</source>
            <translation>o W_o de cada camada precisa levar as cabeças de volta a d_model</translation>
        </message>
    </context>
    <context>
        <name>token_actions</name>
        <message>
            <source>Add token</source>
            <translation>Adicionar token</translation>
        </message>
        <message>
            <source>Vocabulary entry of the new token:</source>
            <translation>Entrada do vocabulário do novo token:</translation>
        </message>
        <message>
            <source>Label of the new token:</source>
            <translation>Rótulo do novo token:</translation>
        </message>
        <message>
            <source>Add token "{label}"</source>
            <translation>Adicionar o token "{label}"</translation>
        </message>
        <message>
            <source>Remove token "{label}"</source>
            <translation>Remover o token "{label}"</translation>
        </message>
        <message>
            <source>Move "{label}"</source>
            <translation>Mover "{label}"</translation>
        </message>
        <message>
            <source>Shuffle tokens</source>
            <translation>Embaralhar tokens</translation>
        </message>
        <message>
            <source>Shuffled. Without positions each output row simply moved with its token: attention does not know the order.</source>
            <translation>Embaralhado. Sem posições, cada linha de saída simplesmente se moveu com o seu token: a atenção não conhece a ordem.</translation>
        </message>
    </context>
    <context>
        <name>token_sequence</name>
        <message>
            <source>tokens: only a session with a vocabulary can take a typed sequence (each label's vector is its row of W_E); rename the tokens one by one instead</source>
            <translation>tokens: só uma sessão com vocabulário aceita uma sequência digitada (o vetor de cada rótulo é a sua linha de W_E); renomeie os tokens um por um</translation>
        </message>
        <message>
            <source>tokens: type at least one token (labels separated by spaces)</source>
            <translation>tokens: digite pelo menos um token (rótulos separados por espaços)</translation>
        </message>
        <message>
            <source>tokens: {count} tokens is too many: this model learned {limit} positions (W_pos has {limit} rows); type at most {limit}</source>
            <translation>tokens: {count} tokens é demais: este modelo aprendeu {limit} posições (W_pos tem {limit} linhas); digite no máximo {limit}</translation>
        </message>
        <message>
            <source>tokens: {count} tokens is too many: the limit is {limit}; type at most {limit}</source>
            <translation>tokens: {count} tokens é demais: o limite é {limit}; digite no máximo {limit}</translation>
        </message>
        <message>
            <source>tokens: {named} and {more} more are not in the vocabulary; its {count} labels are {labels}</source>
            <translation>tokens: {named} e mais {more} não estão no vocabulário; os seus {count} rótulos são {labels}</translation>
        </message>
        <message>
            <source>tokens: {named} are not in the vocabulary; its {count} labels are {labels}</source>
            <translation>tokens: {named} não estão no vocabulário; os seus {count} rótulos são {labels}</translation>
        </message>
        <message>
            <source>tokens: {named} is not in the vocabulary; its {count} labels are {labels}</source>
            <translation>tokens: {named} não está no vocabulário; os seus {count} rótulos são {labels}</translation>
        </message>
    </context>
    <context>
        <name>toolbar</name>
        <message>
            <source>Attention</source>
            <translation>Atenção</translation>
        </message>
        <message>
            <source>Heads and sizes</source>
            <translation>Cabeças e tamanhos</translation>
        </message>
        <message>
            <source>Causal mask</source>
            <translation>Máscara causal</translation>
        </message>
        <message>
            <source>Positions</source>
            <translation>Posições</translation>
        </message>
        <message>
            <source>Divide the scores by √d_k before the softmax</source>
            <translation>Dividir as pontuações por √d_k antes da softmax</translation>
        </message>
        <message>
            <source>Divide by the square root of d_k</source>
            <translation>Dividir pela raiz quadrada de d_k</translation>
        </message>
        <message>
            <source>Residual</source>
            <translation>Residual</translation>
        </message>
        <message>
            <source>Add each token's own vector back: Z + attention</source>
            <translation>Somar de volta o próprio vetor de cada token: Z + atenção</translation>
        </message>
        <message>
            <source>Project the concatenated heads back with W_o</source>
            <translation>Projetar de volta as cabeças concatenadas com W_o</translation>
        </message>
        <message>
            <source>Normalise each token's row before the heads read it: mean 0, spread 1, then × gain + bias (gain 1, bias 0 to start)</source>
            <translation>Normalizar a linha de cada token antes que as cabeças a leiam: média 0, dispersão 1, depois × ganho + viés (ganho 1, viés 0 no início)</translation>
        </message>
        <message>
            <source>Layer normalisation</source>
            <translation>Normalização de camada</translation>
        </message>
        <message>
            <source>Head shown in the panels</source>
            <translation>Cabeça mostrada nos painéis</translation>
        </message>
        <message>
            <source>Which head's W_q, W_k, W_v, Q, K, V, scores and weights to show</source>
            <translation>De qual cabeça mostrar W_q, W_k, W_v, Q, K, V, pontuações e pesos</translation>
        </message>
        <message>
            <source>Head</source>
            <translation>Cabeça</translation>
        </message>
        <message>
            <source>Number of heads</source>
            <translation>Número de cabeças</translation>
        </message>
        <message>
            <source>of</source>
            <translation>de</translation>
        </message>
        <message>
            <source>Width of the token vectors</source>
            <translation>Largura dos vetores dos tokens</translation>
        </message>
        <message>
            <source>Width of queries and keys</source>
            <translation>Largura das consultas e das chaves</translation>
        </message>
        <message>
            <source>Width of the values</source>
            <translation>Largura dos valores</translation>
        </message>
        <message>
            <source>Decimals shown</source>
            <translation>Casas decimais mostradas</translation>
        </message>
        <message>
            <source>decimals</source>
            <translation>decimais</translation>
        </message>
        <message>
            <source>head {number}</source>
            <translation>cabeça {number}</translation>
        </message>
        <message>
            <source>Causal mask on</source>
            <translation>Máscara causal ligada</translation>
        </message>
        <message>
            <source>Causal mask off</source>
            <translation>Máscara causal desligada</translation>
        </message>
        <message>
            <source>Positions on</source>
            <translation>Posições ligadas</translation>
        </message>
        <message>
            <source>Positions off</source>
            <translation>Posições desligadas</translation>
        </message>
        <message>
            <source>Scale by √d_k</source>
            <translation>Escalar por √d_k</translation>
        </message>
        <message>
            <source>No scaling</source>
            <translation>Sem escala</translation>
        </message>
        <message>
            <source>Residual on</source>
            <translation>Residual ligada</translation>
        </message>
        <message>
            <source>Residual off</source>
            <translation>Residual desligada</translation>
        </message>
        <message>
            <source>Add W_o</source>
            <translation>Adicionar W_o</translation>
        </message>
        <message>
            <source>Remove W_o</source>
            <translation>Remover W_o</translation>
        </message>
        <message>
            <source>LayerNorm on</source>
            <translation>LayerNorm ligada</translation>
        </message>
        <message>
            <source>LayerNorm off</source>
            <translation>LayerNorm desligada</translation>
        </message>
        <message numerus="yes">
            <source>%n heads</source>
            <translation>
                <numerusform>%n cabeça</numerusform>
                <numerusform>%n cabeças</numerusform>
            </translation>
        </message>
        <message>
            <source>{change} (layer {layer})</source>
            <translation>{change} (camada {layer})</translation>
        </message>
    </context>
    <context>
        <name>train_charts</name>
        <message>
            <source>training step</source>
            <translation>passo de treinamento</translation>
        </message>
        <message>
            <source>layer 1, head {head}
previous-token {score}</source>
            <translation>camada 1, cabeça {head}
token anterior {score}</translation>
        </message>
        <message>
            <source>layer {layer}, head {head}
induction {score}</source>
            <translation>camada {layer}, cabeça {head}
indução {score}</translation>
        </message>
    </context>
    <context>
        <name>train_dock</name>
        <message>
            <source>Train a model</source>
            <translation>Treinar um modelo</translation>
        </message>
        <message>
            <source>&amp;Train a model</source>
            <translation>Treinar &amp;um modelo</translation>
        </message>
        <message>
            <source>Opened the weights of step {step}: a copy, so the training in the Train panel goes on without changing it.</source>
            <translation>Os pesos do passo {step} foram abertos: uma cópia, então o treinamento no painel Treinar continua sem alterá-la.</translation>
        </message>
    </context>
    <context>
        <name>train_panel</name>
        <message>
            <source>A model with two layers of attention heads learns, from random weights, to continue a random sequence that repeats: &lt;s&gt; H K P Z … H K P Z …. Only the repeated half is scored, where every next token can be copied from the first half.</source>
            <translation>Um modelo com duas camadas de cabeças de atenção aprende, a partir de pesos aleatórios, a continuar uma sequência aleatória que se repete: &lt;s&gt; H K P Z … H K P Z …. Só a metade repetida é avaliada, onde cada próximo token pode ser copiado da primeira metade.</translation>
        </message>
        <message>
            <source>The heads on the probe {probe}: row = the position that looks, column = where it looks, bright = much weight, grey = later positions, which it may not see.</source>
            <translation>As cabeças na sonda {probe}: linha = a posição que olha, coluna = para onde ela olha, claro = muito peso, cinza = posições posteriores, que ela não pode ver.</translation>
        </message>
        <message>
            <source>Press Start to train a fresh model.</source>
            <translation>Pressione Começar para treinar um modelo novo.</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Começar</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pausar</translation>
        </message>
        <message>
            <source>Start over</source>
            <translation>Recomeçar</translation>
        </message>
        <message>
            <source>Train in the background; after a pause, go on from there</source>
            <translation>Treinar em segundo plano; depois de uma pausa, continuar dali</translation>
        </message>
        <message>
            <source>Stop after this step, keeping what the model has learnt</source>
            <translation>Parar depois deste passo, guardando o que o modelo aprendeu</translation>
        </message>
        <message>
            <source>Fresh random weights from the seed, at step 0</source>
            <translation>Pesos aleatórios novos a partir da semente, no passo 0</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>Semente</translation>
        </message>
        <message>
            <source>Where the random weights and data come from; used from step 0</source>
            <translation>De onde vêm os pesos e os dados aleatórios; usada a partir do passo 0</translation>
        </message>
        <message>
            <source>Open these weights</source>
            <translation>Abrir estes pesos</translation>
        </message>
        <message>
            <source>Open the model as drawn here in the window, as a session</source>
            <translation>Abrir o modelo como está desenhado aqui na janela, como uma sessão</translation>
        </message>
        <message>
            <source>Loss on the repeated half</source>
            <translation>Perda na metade repetida</translation>
        </message>
        <message>
            <source>loss (nats)</source>
            <translation>perda (nats)</translation>
        </message>
        <message>
            <source>guessing: {loss}</source>
            <translation>chutando: {loss}</translation>
        </message>
        <message>
            <source>Copy accuracy, held-out sequences</source>
            <translation>Acerto de cópia, sequências separadas para teste</translation>
        </message>
        <message>
            <source>share right</source>
            <translation>fração certa</translation>
        </message>
        <message>
            <source>chance</source>
            <translation>acaso</translation>
        </message>
        <message>
            <source>Step {step} of {steps}</source>
            <translation>Passo {step} de {steps}</translation>
        </message>
        <message>
            <source>loss {loss} nats</source>
            <translation>perda {loss} nats</translation>
        </message>
        <message>
            <source>copy accuracy {percent} at step {step}</source>
            <translation>acerto de cópia {percent} no passo {step}</translation>
        </message>
        <message>
            <source>done: the recipe's steps are all taken</source>
            <translation>concluído: todos os passos da receita foram dados</translation>
        </message>
        <message>
            <source>paused</source>
            <translation>pausado</translation>
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
            <translation>Cada um foi treinado aqui, em NumPy puro, numa tarefa pequena. Ele abre como uma cópia sua: cada peso pode ser alterado e cada alteração desfeita, e Salvar o guarda num arquivo seu. Como foram treinados e o que cada cabeça faz: docs/models.md.</translation>
        </message>
        <message>
            <source>Open a trained model</source>
            <translation>Abrir um modelo treinado</translation>
        </message>
        <message>
            <source>Open the trained model {name}</source>
            <translation>Abrir o modelo treinado {name}</translation>
        </message>
        <message>
            <source>No trained models are installed.</source>
            <translation>Nenhum modelo treinado está instalado.</translation>
        </message>
        <message>
            <source>Open &amp;trained model…</source>
            <translation>Abrir modelo &amp;treinado…</translation>
        </message>
        <message>
            <source>A model trained here, with real previous-token and induction heads to find</source>
            <translation>Um modelo treinado aqui, com cabeças reais de token anterior e de indução para encontrar</translation>
        </message>
    </context>
    <context>
        <name>trained_positions</name>
        <message>
            <source>The model was trained to predict only the repeated half: this token has not come before, so what follows it cannot be known, and here it can only guess.</source>
            <translation>O modelo foi treinado para prever só a metade repetida: este token não apareceu antes, então o que vem depois dele não pode ser sabido, e aqui ele só pode chutar.</translation>
        </message>
        <message>
            <source>Grey rows: the first time a token comes, the model can only guess what follows.</source>
            <translation>Linhas cinza: na primeira vez que um token aparece, o modelo só pode chutar o que vem depois.</translation>
        </message>
        <message>
            <source>The model was trained to predict only after “{marker}” (the noun “it” means): here it was never asked for a prediction and can only guess.</source>
            <translation>O modelo foi treinado para prever só depois de “{marker}” (o substantivo a que “it” se refere): aqui nunca lhe pediram uma previsão, e ele só pode chutar.</translation>
        </message>
        <message>
            <source>Grey rows: the model was trained to predict only after “{marker}”.</source>
            <translation>Linhas cinza: o modelo foi treinado para prever só depois de “{marker}”.</translation>
        </message>
    </context>
    <context>
        <name>training_picture</name>
        <message>
            <source>Random weights: no head has a job yet; each looks wherever its random weights happen to point. Press Start and watch the loss and the maps.</source>
            <translation>Pesos aleatórios: nenhuma cabeça tem uma função ainda; cada uma olha para onde os seus pesos aleatórios por acaso apontam. Pressione Começar e observe a perda e os mapas.</translation>
        </message>
        <message>
            <source>An induction head has formed: layer {layer}, head {head} looks at the token after the earlier copy of the current one (the stripe in the repeated half), which it finds through layer 1, head {previous} looking one back. So the model copies, and the loss has dropped.</source>
            <translation>Uma cabeça de indução se formou: a camada {layer}, cabeça {head}, olha para o token depois da cópia anterior do token atual (a faixa na metade repetida), que ela encontra por meio da camada 1, cabeça {previous}, que olha um para trás. Assim o modelo copia, e a perda caiu.</translation>
        </message>
        <message>
            <source>The plateau: the loss stays near {guess}, what guessing costs, because no head can find yet where the current token came before. The model learns the parts of the circuit while the loss hardly moves.</source>
            <translation>O platô: a perda fica perto de {guess}, o custo de chutar, porque nenhuma cabeça consegue ainda encontrar onde o token atual apareceu antes. O modelo aprende as partes do circuito enquanto a perda quase não se move.</translation>
        </message>
        <message>
            <source>The drop: layer {layer}, head {head} starts to look at the token after the earlier copy (induction score {score}), and the loss falls as it does.</source>
            <translation>A queda: a camada {layer}, cabeça {head}, começa a olhar para o token depois da cópia anterior (nota de indução {score}), e a perda cai junto.</translation>
        </message>
    </context>
    <context>
        <name>typed_sequence</name>
        <message>
            <source>The tokens, separated by spaces</source>
            <translation>Os tokens, separados por espaços</translation>
        </message>
        <message>
            <source>Type the tokens</source>
            <translation>Digitar os tokens</translation>
        </message>
        <message>
            <source>Type the tokens separated by spaces: at most {limit} (the positions this model learned), each one of the vocabulary's {count} labels. Each takes its row of W_E.</source>
            <translation>Digite os tokens separados por espaços: no máximo {limit} (as posições que este modelo aprendeu), cada um entre os {count} rótulos do vocabulário. Cada um recebe a sua linha de W_E.</translation>
        </message>
        <message>
            <source>Type the tokens separated by spaces: at most {limit}, each one of the vocabulary's {count} labels. Each takes its row of W_E.</source>
            <translation>Digite os tokens separados por espaços: no máximo {limit}, cada um entre os {count} rótulos do vocabulário. Cada um recebe a sua linha de W_E.</translation>
        </message>
        <message>
            <source>Type the tokens “{tokens}”</source>
            <translation>Digitar os tokens “{tokens}”</translation>
        </message>
        <message>
            <source>Type the whole sequence, labels separated by spaces</source>
            <translation>Digitar a sequência inteira, rótulos separados por espaços</translation>
        </message>
        <message>
            <source>Only a session with a vocabulary has tokens to type: each is one of its labels</source>
            <translation>Só uma sessão com vocabulário tem tokens para digitar: cada um é um dos seus rótulos</translation>
        </message>
        <message>
            <source>T&amp;ype tokens…</source>
            <translation>Di&amp;gitar tokens…</translation>
        </message>
        <message>
            <source>type tokens…</source>
            <translation>digitar tokens…</translation>
        </message>
        <message>
            <source>random sequence and its repeat</source>
            <translation>sequência aleatória e a sua repetição</translation>
        </message>
        <message>
            <source>A random sequence, then the same again: from the second copy on, an induction head finds what came next last time. Each click draws another.</source>
            <translation>Uma sequência aleatória e depois a mesma de novo: a partir da segunda cópia, uma cabeça de indução encontra o que veio depois da última vez. Cada clique sorteia outra.</translation>
        </message>
        <message>
            <source>Random sequence and its repeat</source>
            <translation>Sequência aleatória e a sua repetição</translation>
        </message>
    </context>
    <context>
        <name>undo_texts</name>
        <message>
            <source>Switch head {head} of layer {layer} off</source>
            <translation>Desligar a cabeça {head} da camada {layer}</translation>
        </message>
        <message>
            <source>Switch head {head} of layer {layer} on</source>
            <translation>Ligar a cabeça {head} da camada {layer}</translation>
        </message>
        <message>
            <source>Switch head {head} off</source>
            <translation>Desligar a cabeça {head}</translation>
        </message>
        <message>
            <source>Switch head {head} on</source>
            <translation>Ligar a cabeça {head}</translation>
        </message>
        <message>
            <source>K/V groups {before} → {after} in layer {layer}</source>
            <translation>Grupos K/V {before} → {after} na camada {layer}</translation>
        </message>
        <message>
            <source>K/V groups {before} → {after}</source>
            <translation>Grupos K/V {before} → {after}</translation>
        </message>
        <message>
            <source>Add layer {layer}</source>
            <translation>Adicionar a camada {layer}</translation>
        </message>
        <message>
            <source>Remove layer {layer}</source>
            <translation>Remover a camada {layer}</translation>
        </message>
        <message>
            <source>Edit {matrix}</source>
            <translation>Editar {matrix}</translation>
        </message>
        <message numerus="yes">
            <source>Change %n cells of {matrix}</source>
            <translation>
                <numerusform>Alterar %n célula de {matrix}</numerusform>
                <numerusform>Alterar %n células de {matrix}</numerusform>
            </translation>
        </message>
        <message>
            <source>Several changes</source>
            <translation>Várias alterações</translation>
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
            <translation>Azul – branco – laranja</translation>
        </message>
        <message>
            <source>Blue – white – yellow</source>
            <translation>Azul – branco – amarelo</translation>
        </message>
    </context>
    <context>
        <name>walkthrough</name>
        <message>
            <source>Project</source>
            <translation>Projetar</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Pontuar</translation>
        </message>
        <message>
            <source>scores = Q·Kᵀ</source>
            <translation>pontuações = Q·Kᵀ</translation>
        </message>
        <message>
            <source>Scale</source>
            <translation>Escalar</translation>
        </message>
        <message>
            <source>scaled = scores / √d_k</source>
            <translation>escaladas = pontuações / √d_k</translation>
        </message>
        <message>
            <source>Softmax</source>
            <translation>Softmax</translation>
        </message>
        <message>
            <source>weights = softmax(scaled), one row at a time</source>
            <translation>pesos = softmax(escaladas), uma linha por vez</translation>
        </message>
        <message>
            <source>Mix</source>
            <translation>Misturar</translation>
        </message>
        <message>
            <source>output = weights·V</source>
            <translation>saída = pesos·V</translation>
        </message>
        <message>
            <source>Project back</source>
            <translation>Projetar de volta</translation>
        </message>
        <message>
            <source>attention output = concat(heads)·W_o</source>
            <translation>saída da atenção = concat(cabeças)·W_o</translation>
        </message>
        <message>
            <source>Residual</source>
            <translation>Residual</translation>
        </message>
        <message>
            <source>residual = Z + attention output</source>
            <translation>residual = Z + saída da atenção</translation>
        </message>
        <message>
            <source>Z (the token vectors plus their positions)</source>
            <translation>Z (os vetores dos tokens mais as suas posições)</translation>
        </message>
        <message>
            <source>{matrix} (the previous layer's output)</source>
            <translation>{matrix} (a saída da camada anterior)</translation>
        </message>
        <message>
            <source>Every row of {source} is multiplied by three matrices: W_q gives the token a query (what it is looking for), W_k a key (how others can find it) and W_v a value (what it hands on). For {token}: query {query}, key {key}, value {value}.</source>
            <translation>Cada linha de {source} é multiplicada por três matrizes: W_q dá ao token uma consulta (o que ele procura), W_k uma chave (como os outros podem encontrá-lo) e W_v um valor (o que ele repassa). Para {token}: consulta {query}, chave {key}, valor {value}.</translation>
        </message>
        <message numerus="yes">
            <source>Queries and keys both have d_k = %n number(s), so they can be compared.</source>
            <translation>
                <numerusform>Consultas e chaves têm d_k = %n número, então podem ser comparadas.</numerusform>
                <numerusform>Consultas e chaves têm d_k = %n números, então podem ser comparadas.</numerusform>
            </translation>
        </message>
        <message>
            <source>This is head {head} of {heads}; each head has its own three matrices.</source>
            <translation>Esta é a cabeça {head} de {heads}; cada cabeça tem as suas próprias três matrizes.</translation>
        </message>
        <message>
            <source>The query of {token} meets the key of every token in a dot product (multiply place by place, add up): {scores}.</source>
            <translation>A consulta de {token} encontra a chave de cada token num produto escalar (multiplique posição por posição e some): {scores}.</translation>
        </message>
        <message>
            <source>The best match is {token} with {score}. What counts is how far each score lies below the best one; a score under 0 will still get a positive weight.</source>
            <translation>A melhor combinação é {token}, com {score}. O que conta é quão abaixo da melhor está cada pontuação; uma pontuação abaixo de 0 ainda recebe um peso positivo.</translation>
        </message>
        <message>
            <source>d_k = {d_k}, so every score is divided by √{d_k} {root}: {scaled}. Long vectors give large dot products; dividing by √d_k keeps them in a range where the softmax still spreads its weight instead of giving nearly all of it to one key.</source>
            <translation>d_k = {d_k}, então cada pontuação é dividida por √{d_k} {root}: {scaled}. Vetores longos dão produtos escalares grandes; dividir por √d_k os mantém numa faixa em que a softmax ainda espalha o seu peso em vez de dar quase tudo a uma só chave.</translation>
        </message>
        <message>
            <source>Scaling is switched off (÷√d_k in the toolbar), so the scores go into the softmax as they are: {scaled}. With long vectors that makes the softmax pick one key and ignore the rest.</source>
            <translation>A escala está desligada (÷√d_k na barra de ferramentas), então as pontuações entram na softmax como estão: {scaled}. Com vetores longos, isso faz a softmax escolher uma chave e ignorar o resto.</translation>
        </message>
        <message>
            <source>Every key is hidden from {token}, so there is nothing to share out: its weights cannot be computed (0 ÷ 0). Show at least one key again.</source>
            <translation>Todas as chaves estão escondidas de {token}, então não há nada para repartir: os seus pesos não podem ser calculados (0 ÷ 0). Mostre de novo pelo menos uma chave.</translation>
        </message>
        <message>
            <source>The softmax turns row {token} into weights that are positive and add up to 1: subtract the row's largest score, raise e to each result, divide by their total. {token} gives {weights}.</source>
            <translation>A softmax transforma a linha {token} em pesos positivos que somam 1: subtraia a maior pontuação da linha, eleve e a cada resultado, divida pelo total. {token} dá {weights}.</translation>
        </message>
        <message>
            <source>It listens most to {token} ({best}) and gives itself only {own}: attention follows how well query and key match, not where a token sits.</source>
            <translation>Ele ouve mais {token} ({best}) e dá a si mesmo só {own}: a atenção segue o quanto consulta e chave combinam, não onde um token está.</translation>
        </message>
        <message>
            <source>Masked keys are set to −∞ before the softmax, so they get exactly 0.</source>
            <translation>As chaves mascaradas recebem −∞ antes da softmax, então ficam com exatamente 0.</translation>
        </message>
        <message>
            <source>The output of {token} blends the value rows, each in the share its weight gives: {sum}.</source>
            <translation>A saída de {token} mistura as linhas de valores, cada uma na fatia que o seu peso dá: {sum}.</translation>
        </message>
        <message>
            <source>(Adding the printed terms gives {sum}: the weights are shown rounded, the output is worked out from the exact ones.)</source>
            <translation>(Somar os termos mostrados dá {sum}: os pesos aparecem arredondados, e a saída é calculada a partir dos exatos.)</translation>
        </message>
        <message>
            <source>With one head and no W_o there is nothing to combine: the attention output of {token} is the head's output, {output}.</source>
            <translation>Com uma cabeça e sem W_o, não há nada para combinar: a saída da atenção de {token} é a saída da cabeça, {output}.</translation>
        </message>
        <message>
            <source>The outputs of both heads are placed side by side: the attention output of {token} is {output}.</source>
            <translation>As saídas das duas cabeças são postas lado a lado: a saída da atenção de {token} é {output}.</translation>
        </message>
        <message>
            <source>The outputs of all {heads} heads are placed side by side: the attention output of {token} is {output}.</source>
            <translation>As saídas de todas as {heads} cabeças são postas lado a lado: a saída da atenção de {token} é {output}.</translation>
        </message>
        <message>
            <source>W_o ({rows} × {columns}) turns the {rows} numbers of the head's output into {columns}: each column of W_o says how much of each output number goes into one place of the result. For {token}: {product}.</source>
            <translation>W_o ({rows} × {columns}) transforma os {rows} números da saída da cabeça em {columns}: cada coluna de W_o diz quanto de cada número da saída vai para uma posição do resultado. Para {token}: {product}.</translation>
        </message>
        <message>
            <source>The outputs of both heads are placed side by side, and W_o ({rows} × {columns}) turns those {rows} numbers into {columns}: each column of W_o says how much of each output number goes into one place of the result. For {token}: {product}.</source>
            <translation>As saídas das duas cabeças são postas lado a lado, e W_o ({rows} × {columns}) transforma esses {rows} números em {columns}: cada coluna de W_o diz quanto de cada número da saída vai para uma posição do resultado. Para {token}: {product}.</translation>
        </message>
        <message>
            <source>The outputs of all {heads} heads are placed side by side, and W_o ({rows} × {columns}) turns those {rows} numbers into {columns}: each column of W_o says how much of each output number goes into one place of the result. For {token}: {product}.</source>
            <translation>As saídas de todas as {heads} cabeças são postas lado a lado, e W_o ({rows} × {columns}) transforma esses {rows} números em {columns}: cada coluna de W_o diz quanto de cada número da saída vai para uma posição do resultado. Para {token}: {product}.</translation>
        </message>
        <message>
            <source>The residual cannot be formed here: {reason}. In a Transformer layer the attention output is added to each token's own vector, so the token keeps what it was and gains the context on top.</source>
            <translation>A residual não pode ser formada aqui: {reason}. Numa camada de Transformer, a saída da atenção é somada ao próprio vetor de cada token, então o token mantém o que era e ganha o contexto por cima.</translation>
        </message>
        <message>
            <source>{token} adds its own vector back to what attention brought in ({source} + attention output): {sum}. So the token loses nothing of what it was: its own features stay, and the context gathered from the other tokens is added to them.</source>
            <translation>{token} soma o seu próprio vetor de volta ao que a atenção trouxe ({source} + saída da atenção): {sum}. Assim o token não perde nada do que era: os seus próprios atributos ficam, e o contexto reunido dos outros tokens é somado a eles.</translation>
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
            <translation>Próximo ▶</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Parar</translation>
        </message>
        <message>
            <source>The step's text (the arrow keys scroll it)</source>
            <translation>O texto do passo (as setas do teclado o rolam)</translation>
        </message>
        <message>
            <source>The step's formula, then what it does to the numbers</source>
            <translation>A fórmula do passo e depois o que ele faz com os números</translation>
        </message>
        <message>
            <source>Keys: {keys}</source>
            <translation>Teclas: {keys}</translation>
        </message>
        <message>
            <source>Step {number} of {count}: {title}</source>
            <translation>Passo {number} de {count}: {title}</translation>
        </message>
        <message>
            <source>The numbers are hidden until you answer the lesson's question.</source>
            <translation>Os números ficam escondidos até você responder à pergunta da lição.</translation>
        </message>
    </context>
    <context>
        <name>walkthrough_words</name>
        <message>
            <source>less than 1 %</source>
            <translation>menos de 1 %</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent} %</translation>
        </message>
        <message>
            <source>The mask hides {keys} from {query}.</source>
            <translation>A máscara esconde {keys} de {query}.</translation>
        </message>
        <message>
            <source>That is as wide as the token vectors ({width} numbers), so the next step can add the two.</source>
            <translation>Isso tem a mesma largura dos vetores dos tokens ({width} números), então o próximo passo pode somar os dois.</translation>
        </message>
        <message>
            <source>The token vectors have {width} numbers and this has {own}, so the two cannot be added: switch W_o on (toolbar) to bring it back to the token width.</source>
            <translation>Os vetores dos tokens têm {width} números e isto tem {own}, então os dois não podem ser somados: ligue W_o (barra de ferramentas) para trazê-lo de volta à largura dos tokens.</translation>
        </message>
        <message>
            <source>The token vectors have {width} numbers and this has {own}, so the two cannot be added: give W_o {width} columns to bring it back to the token width.</source>
            <translation>Os vetores dos tokens têm {width} números e isto tem {own}, então os dois não podem ser somados: dê a W_o {width} colunas para trazê-lo de volta à largura dos tokens.</translation>
        </message>
    </context>
    <context>
        <name>welcome</name>
        <message>
            <source>Welcome to selfattn-gui</source>
            <translation>Boas-vindas ao selfattn-gui</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>Boas-vindas</translation>
        </message>
        <message>
            <source>Choose where to begin</source>
            <translation>Escolha por onde começar</translation>
        </message>
        <message>
            <source>Learn self-attention by touching every number</source>
            <translation>Aprenda autoatenção tocando em cada número</translation>
        </message>
        <message>
            <source>Start lesson 1</source>
            <translation>Começar a lição 1</translation>
        </message>
        <message>
            <source>{lesson}: step by step, predicting each number first</source>
            <translation>{lesson}: passo a passo, prevendo cada número primeiro</translation>
        </message>
        <message>
            <source>No lesson could be read</source>
            <translation>Nenhuma lição pôde ser lida</translation>
        </message>
        <message>
            <source>Explore the example</source>
            <translation>Explorar o exemplo</translation>
        </message>
        <message>
            <source>cat sat mat: change any number and watch every step follow (F6 steps through it)</source>
            <translation>cat sat mat: mude qualquer número e veja cada passo acompanhar (F6 percorre os passos)</translation>
        </message>
        <message>
            <source>Open a file…</source>
            <translation>Abrir um arquivo…</translation>
        </message>
        <message>
            <source>A session you or your teacher saved (*.selfattn.json)</source>
            <translation>Uma sessão que você ou o seu professor salvou (*.selfattn.json)</translation>
        </message>
        <message>
            <source>Open a trained model…</source>
            <translation>Abrir um modelo treinado…</translation>
        </message>
        <message>
            <source>Real trained heads to find and switch off</source>
            <translation>Cabeças treinadas de verdade para encontrar e desligar</translation>
        </message>
        <message>
            <source>No recent files yet.</source>
            <translation>Nenhum arquivo recente ainda.</translation>
        </message>
        <message>
            <source>Show this page at start</source>
            <translation>Mostrar esta página ao iniciar</translation>
        </message>
        <message>
            <source>Space turns it on or off; Help, Welcome opens the page at any time</source>
            <translation>Espaço liga ou desliga; Ajuda, Boas-vindas abre a página a qualquer momento</translation>
        </message>
        <message>
            <source>Close (Esc)</source>
            <translation>Fechar (Esc)</translation>
        </message>
        <message>
            <source>Close the welcome page</source>
            <translation>Fechar a página de boas-vindas</translation>
        </message>
        <message>
            <source>Go to the window as it is</source>
            <translation>Ir para a janela como está</translation>
        </message>
        <message>
            <source>Start here</source>
            <translation>Comece aqui</translation>
        </message>
        <message>
            <source>Recent files</source>
            <translation>Arquivos recentes</translation>
        </message>
        <message>
            <source>Ways to begin</source>
            <translation>Formas de começar</translation>
        </message>
        <message>
            <source>Lesson 1, the example, a file, recent files and the examples, each a button</source>
            <translation>Lição 1, o exemplo, um arquivo, arquivos recentes e os exemplos, cada um num botão</translation>
        </message>
        <message>
            <source>Open recent file {name}</source>
            <translation>Abrir o arquivo recente {name}</translation>
        </message>
        <message>
            <source>&amp;Welcome…</source>
            <translation>&amp;Boas-vindas…</translation>
        </message>
        <message>
            <source>Where to begin: lesson 1, the example, a file or a preset</source>
            <translation>Por onde começar: lição 1, o exemplo, um arquivo ou um exemplo pronto</translation>
        </message>
    </context>
    <context>
        <name>worksheet</name>
        <message>
            <source>{name} (head {head})</source>
            <translation>{name} (cabeça {head})</translation>
        </message>
        <message>
            <source>Tokens ({count}): {tokens}</source>
            <translation>Tokens ({count}): {tokens}</translation>
        </message>
        <message>
            <source>d_model = {d_model}, d_k = {d_k}, d_v = {d_v}, heads = {heads}</source>
            <translation>d_model = {d_model}, d_k = {d_k}, d_v = {d_v}, cabeças = {heads}</translation>
        </message>
        <message>
            <source>Scaling: divide the scores by √d_k = √{d_k} ≈ {root}</source>
            <translation>Escala: divida as pontuações por √d_k = √{d_k} ≈ {root}</translation>
        </message>
        <message>
            <source>Scaling: off (the scaled scores are the scores)</source>
            <translation>Escala: desligada (as pontuações escaladas são as pontuações)</translation>
        </message>
        <message>
            <source>Positions: sinusoidal encoding added, Z = X + PE (PE is given)</source>
            <translation>Posições: codificação senoidal somada, Z = X + PE (PE é dada)</translation>
        </message>
        <message>
            <source>Positions: none, so Z = X</source>
            <translation>Posições: nenhuma, então Z = X</translation>
        </message>
        <message>
            <source>Causal mask: on, each token sees only itself and the tokens before it</source>
            <translation>Máscara causal: ligada, cada token só vê a si mesmo e os tokens antes dele</translation>
        </message>
        <message>
            <source>Causal mask: off</source>
            <translation>Máscara causal: desligada</translation>
        </message>
        <message>
            <source>Custom mask: the keys marked 0 in the mask below are hidden</source>
            <translation>Máscara própria: as chaves marcadas com 0 na máscara abaixo ficam escondidas</translation>
        </message>
        <message>
            <source>Output projection W_o: yes</source>
            <translation>Projeção de saída W_o: sim</translation>
        </message>
        <message>
            <source>Output projection W_o: no</source>
            <translation>Projeção de saída W_o: não</translation>
        </message>
        <message>
            <source>Residual: on, residual = Z + attention output</source>
            <translation>Residual: ligada, residual = Z + saída da atenção</translation>
        </message>
        <message>
            <source>Residual: none ({reason})</source>
            <translation>Residual: nenhuma ({reason})</translation>
        </message>
        <message>
            <source>Given: the token vectors</source>
            <translation>Dados: os vetores dos tokens</translation>
        </message>
        <message>
            <source>X: one row per token</source>
            <translation>X: uma linha por token</translation>
        </message>
        <message>
            <source>Given: the positional encoding</source>
            <translation>Dados: a codificação posicional</translation>
        </message>
        <message>
            <source>PE: added to X</source>
            <translation>PE: somada a X</translation>
        </message>
        <message>
            <source>Given: which keys each query may see</source>
            <translation>Dados: quais chaves cada consulta pode ver</translation>
        </message>
        <message>
            <source>Given: the projections</source>
            <translation>Dados: as projeções</translation>
        </message>
        <message>
            <source>Given: the output projection</source>
            <translation>Dados: a projeção de saída</translation>
        </message>
        <message>
            <source>W_o: mixes the heads</source>
            <translation>W_o: mistura as cabeças</translation>
        </message>
        <message>
            <source>scores = Q·Kᵀ (row: query, column: key),   scaled = scores / √{d_k}</source>
            <translation>pontuações = Q·Kᵀ (linha: consulta, coluna: chave),   escaladas = pontuações / √{d_k}</translation>
        </message>
        <message>
            <source>scores = Q·Kᵀ (row: query, column: key); no scaling</source>
            <translation>pontuações = Q·Kᵀ (linha: consulta, coluna: chave); sem escala</translation>
        </message>
        <message>
            <source>Hidden keys get weight 0; the others share 1.</source>
            <translation>Chaves escondidas recebem peso 0; as outras repartem 1.</translation>
        </message>
        <message>
            <source>Step 1: project</source>
            <translation>Passo 1: projetar</translation>
        </message>
        <message>
            <source>Steps 2–3: score and scale</source>
            <translation>Passos 2–3: pontuar e escalar</translation>
        </message>
        <message>
            <source>Step 4: softmax</source>
            <translation>Passo 4: softmax</translation>
        </message>
        <message>
            <source>weights = softmax of each row of the scaled scores (every row adds up to 1)</source>
            <translation>pesos = softmax de cada linha das pontuações escaladas (cada linha soma 1)</translation>
        </message>
        <message>
            <source>Step 5: mix the values</source>
            <translation>Passo 5: misturar os valores</translation>
        </message>
        <message>
            <source>output = weights·V</source>
            <translation>saída = pesos·V</translation>
        </message>
        <message>
            <source>Step 0: add the positions</source>
            <translation>Passo 0: somar as posições</translation>
        </message>
        <message>
            <source>attention output = concat(head outputs)·W_o</source>
            <translation>saída da atenção = concat(saídas das cabeças)·W_o</translation>
        </message>
        <message>
            <source>attention output = concat(head outputs)</source>
            <translation>saída da atenção = concat(saídas das cabeças)</translation>
        </message>
        <message>
            <source>Step 6: combine the heads</source>
            <translation>Passo 6: combinar as cabeças</translation>
        </message>
        <message>
            <source>Step 7: add the residual</source>
            <translation>Passo 7: somar a residual</translation>
        </message>
        <message>
            <source>residual = {matrix} + attention output</source>
            <translation>residual = {matrix} + saída da atenção</translation>
        </message>
        <message>
            <source>Self-attention</source>
            <translation>Autoatenção</translation>
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
            <translation>folha de exercícios</translation>
        </message>
        <message>
            <source>Name: ______________________    Date: ____________</source>
            <translation>Nome: ______________________    Data: ____________</translation>
        </message>
        <message>
            <source>Work out each step by hand from the numbers given, one matrix at a time. Round to {decimals} decimals. The answers are on the last pages.</source>
            <translation>Calcule cada passo à mão a partir dos números dados, uma matriz por vez. Arredonde para {decimals} casas decimais. As respostas estão nas últimas páginas.</translation>
        </message>
        <message>
            <source>answer key</source>
            <translation>gabarito</translation>
        </message>
        <message>
            <source>Answer key: {title}</source>
            <translation>Gabarito: {title}</translation>
        </message>
        <message>
            <source>Worksheet: {title}</source>
            <translation>Folha de exercícios: {title}</translation>
        </message>
    </context>
</TS>
