<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>appearance</name>
        <message>
            <source>Light</source>
            <translation>浅色</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>深色</translation>
        </message>
        <message>
            <source>High contrast (projector)</source>
            <translation>高对比度（投影仪）</translation>
        </message>
    </context>
    <context>
        <name>atomic_files</name>
        <message>
            <source>the name is a loop of symbolic links</source>
            <translation>该名称是一个符号链接循环</translation>
        </message>
        <message>
            <source>the file is read-only, so it was left as it was</source>
            <translation>文件是只读的，所以保持原样</translation>
        </message>
        <message>
            <source>nothing was written to {name}</source>
            <translation>没有向 {name} 写入任何内容</translation>
        </message>
    </context>
    <context>
        <name>attention</name>
        <message>
            <source>softmax over the columns instead of the rows</source>
            <translation>对列而不是对行做 softmax</translation>
        </message>
        <message>
            <source>masking after the softmax (zeroing) instead of before it</source>
            <translation>在 softmax 之后（置零）而不是之前加掩码</translation>
        </message>
        <message>
            <source>forgetting to divide the scores by √d_k</source>
            <translation>忘记把分数除以 √d_k</translation>
        </message>
        <message>
            <source>token {position} "{token}" has nothing left to attend to: every key is masked for it; show at least one key (for example itself)</source>
            <translation>第 {position} 个词元“{token}”没有可关注的对象：它的每个键都被遮住了；至少显示一个键（例如它自己）</translation>
        </message>
        <message>
            <source>the residual connection is switched off</source>
            <translation>残差连接已关闭</translation>
        </message>
    </context>
    <context>
        <name>attention_panels</name>
        <message>
            <source>Attention weights</source>
            <translation>注意力权重</translation>
        </message>
        <message>
            <source>Weights of the selected query over the keys</source>
            <translation>所选查询在各个键上的权重</translation>
        </message>
        <message>
            <source>Weights of head {number}: rows are queries, columns keys</source>
            <translation>头 {number} 的权重：行是查询，列是键</translation>
        </message>
    </context>
    <context>
        <name>autosave</name>
        <message>
            <source>the recovery folder {folder} is a file, not a folder (move that file away)</source>
            <translation>恢复文件夹 {folder} 是一个文件，而不是文件夹（请把那个文件移走）</translation>
        </message>
        <message>
            <source>cannot write the recovery copy in {folder} ({reason})</source>
            <translation>无法在 {folder} 中写入恢复副本（{reason}）</translation>
        </message>
        <message>
            <source>could not remove the recovery copy {file} ({reason}); it will be offered at the next start</source>
            <translation>无法删除恢复副本 {file}（{reason}）；下次启动时会再提供它</translation>
        </message>
    </context>
    <context>
        <name>background_training</name>
        <message>
            <source>Trained in the app: seed {seed}, {steps} steps</source>
            <translation>在本程序中训练：种子 {seed}，{steps} 步</translation>
        </message>
    </context>
    <context>
        <name>bar_labels</name>
        <message>
            <source>masked</source>
            <translation>被遮住</translation>
        </message>
    </context>
    <context>
        <name>cell_blocks</name>
        <message>
            <source>Copy works on one rectangle of cells: select a single block.</source>
            <translation>复制只对一个矩形区域的格子起作用：请选择单独一块。</translation>
        </message>
        <message>
            <source>These numbers are hidden until you answer the lesson's question: answer it (or press Reveal) to copy them.</source>
            <translation>在你回答课程的问题之前，这些数是隐藏的：先回答（或点击“揭晓”）再复制。</translation>
        </message>
        <message>
            <source>Select the cell where the pasted numbers should start.</source>
            <translation>请选择粘贴的数应从哪个格子开始。</translation>
        </message>
        <message>
            <source>Nothing was pasted: {reason}</source>
            <translation>没有粘贴任何内容：{reason}</translation>
        </message>
        <message>
            <source>pasted {rows} × {columns} but only {rows_fit} × {columns_fit} fit from row {row}, column {column}: the extra cells were left out</source>
            <translation>粘贴了 {rows} × {columns}，但从第 {row} 行、第 {column} 列起只放得下 {rows_fit} × {columns_fit}：多出的格子被略去了</translation>
        </message>
    </context>
    <context>
        <name>cell_input</name>
        <message>
            <source>too large: the limit is ±{limit}</source>
            <translation>太大：上限是 ±{limit}</translation>
        </message>
        <message>
            <source>must be a finite number</source>
            <translation>必须是有限的数</translation>
        </message>
        <message>
            <source>empty: type a number</source>
            <translation>空的：请输入一个数</translation>
        </message>
        <message>
            <source>{typed} is not a number</source>
            <translation>{typed} 不是一个数</translation>
        </message>
        <message>
            <source>nothing to paste: copy some numbers first</source>
            <translation>没有可粘贴的内容：请先复制一些数</translation>
        </message>
        <message>
            <source>row {row} is empty: every row of a pasted block needs numbers</source>
            <translation>第 {row} 行是空的：粘贴块的每一行都需要有数</translation>
        </message>
        <message>
            <source>too big: the pasted block has {rows} rows, the limit is {limit}</source>
            <translation>太大：粘贴块有 {rows} 行，上限是 {limit}</translation>
        </message>
        <message>
            <source>too big: the pasted text has {characters} characters, far more than {rows} × {columns} numbers need</source>
            <translation>太大：粘贴的文本有 {characters} 个字符，远超过 {rows} × {columns} 个数所需</translation>
        </message>
        <message>
            <source>too big: row {row} of the pasted block has {width} columns, the limit is {limit}</source>
            <translation>太大：粘贴块的第 {row} 行有 {width} 列，上限是 {limit}</translation>
        </message>
        <message numerus="yes">
            <source>row {row} has %n column(s) but row 1 has {width}: every row of a pasted block needs the same number of columns</source>
            <translation>
                <numerusform>第 {row} 行有 %n 列，但第 1 行有 {width} 列：粘贴块的每一行都需要相同的列数</numerusform>
            </translation>
        </message>
        <message>
            <source>row {row}, column {column}: {problem}</source>
            <translation>第 {row} 行，第 {column} 列：{problem}</translation>
        </message>
    </context>
    <context>
        <name>cell_messages</name>
        <message>
            <source>row "{row}", column {column}</source>
            <translation>“{row}”行，第 {column} 列</translation>
        </message>
        <message>
            <source>row {row}, column {column}</source>
            <translation>第 {row} 行，第 {column} 列</translation>
        </message>
        <message>
            <source>"{token}": double-click to rename this token</source>
            <translation>“{token}”：双击可重命名这个词元</translation>
        </message>
        <message>
            <source>{value} is not a number</source>
            <translation>{value} 不是一个数</translation>
        </message>
        <message>
            <source>row {row}: a token label cannot be empty</source>
            <translation>第 {row} 行：词元标签不能为空</translation>
        </message>
    </context>
    <context>
        <name>checks</name>
        <message>
            <source>{matrix} is {found} but should be {expected}</source>
            <translation>{matrix} 是 {found}，但应该是 {expected}</translation>
        </message>
        <message>
            <source>scores and weights are {n} × {m}, the output is {n} × {d_v}, the attention output is {n} × {width}, the residual is {n} × {d_model}</source>
            <translation>分数和权重是 {n} × {m}，输出是 {n} × {d_v}，注意力输出是 {n} × {width}，残差是 {n} × {d_model}</translation>
        </message>
        <message>
            <source>scores and weights are {n} × {m}, the output is {n} × {d_v}, the attention output is {n} × {width}</source>
            <translation>分数和权重是 {n} × {m}，输出是 {n} × {d_v}，注意力输出是 {n} × {width}</translation>
        </message>
        <message>
            <source>{shapes}; no residual: {reason}</source>
            <translation>{shapes}；没有残差：{reason}</translation>
        </message>
        <message>
            <source>Shapes</source>
            <translation>形状</translation>
        </message>
        <message numerus="yes">
            <source>in every layer, no weight is negative, each of the %n rows adds up to 1, a hidden key gets exactly 0</source>
            <translation>
                <numerusform>在每一层中，没有负的权重，%n 行中的每一行加起来都等于 1，被遮住的键恰好得到 0</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>no weight is negative, each of the %n rows adds up to 1, a hidden key gets exactly 0</source>
            <translation>
                <numerusform>没有负的权重，%n 行中的每一行加起来都等于 1，被遮住的键恰好得到 0</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>(%n visible weights are too small to show and round to 0)</source>
            <translation>
                <numerusform>（有 %n 个可见权重太小，无法显示，四舍五入为 0）</numerusform>
            </translation>
        </message>
        <message>
            <source>Rows sum to 1</source>
            <translation>每行之和为 1</translation>
        </message>
        <message>
            <source>layer {layer}, head {head}: {problem}</source>
            <translation>第 {layer} 层，头 {head}：{problem}</translation>
        </message>
        <message>
            <source>row "{token}" has no visible key: every key is masked for it</source>
            <translation>“{token}”行没有可见的键：它的每个键都被遮住了</translation>
        </message>
        <message>
            <source>row "{token}" contains a weight that is not a number</source>
            <translation>“{token}”行含有一个不是数的权重</translation>
        </message>
        <message>
            <source>row "{token}" gives "{key}" a negative weight ({weight})</source>
            <translation>“{token}”行给“{key}”一个负的权重（{weight}）</translation>
        </message>
        <message>
            <source>row "{token}" gives the masked key "{key}" weight {weight} instead of 0</source>
            <translation>“{token}”行给被遮住的键“{key}”的权重是 {weight}，而不是 0</translation>
        </message>
        <message>
            <source>row "{token}" sums to {sum}, not 1</source>
            <translation>“{token}”行加起来是 {sum}，而不是 1</translation>
        </message>
        <message>
            <source>Equal scores give an average</source>
            <translation>分数相等时得到平均值</translation>
        </message>
        <message numerus="yes">
            <source>with every score equal, each of the %n outputs is the simple mean of the values its token may see</source>
            <translation>
                <numerusform>分数全部相等时，%n 个输出中的每一个都是它的词元能看到的值的简单平均</numerusform>
            </translation>
        </message>
        <message>
            <source>with every score equal, the output of "{token}" is not the simple mean of the values it may see (off by {gap})</source>
            <translation>分数全部相等时，“{token}”的输出不是它能看到的值的简单平均（相差 {gap}）</translation>
        </message>
        <message>
            <source>the columns sum to 1 and the rows do not, so the softmax ran down the columns instead of across the rows</source>
            <translation>列的和等于 1 而行的和不等于，所以 softmax 是沿列向下而不是沿行计算的</translation>
        </message>
        <message>
            <source>(rows and columns both sum to 1 here, which can happen by chance)</source>
            <translation>（这里行和列的和都等于 1，这可能是碰巧）</translation>
        </message>
        <message>
            <source>(columns need not sum to 1)</source>
            <translation>（列的和不必等于 1）</translation>
        </message>
        <message>
            <source>Column sums</source>
            <translation>列之和</translation>
        </message>
    </context>
    <context>
        <name>checks_panel</name>
        <message>
            <source>Sanity checks on the weights</source>
            <translation>对权重的合理性检查</translation>
        </message>
        <message>
            <source>Each check says whether the weights pass it, and why</source>
            <translation>每项检查都说明权重是否通过以及原因</translation>
        </message>
        <message>
            <source>Checking head {number}</source>
            <translation>正在检查头 {number}</translation>
        </message>
        <message>
            <source>Checking the weights</source>
            <translation>正在检查权重</translation>
        </message>
        <message>
            <source>{heading}, with a mistake: {mistake}</source>
            <translation>{heading}，带有一个错误：{mistake}</translation>
        </message>
        <message>
            <source>{check}: hidden until you answer</source>
            <translation>{check}：在你回答之前隐藏</translation>
        </message>
        <message>
            <source>{check}: passes</source>
            <translation>{check}：通过</translation>
        </message>
        <message>
            <source>{check}: fails</source>
            <translation>{check}：未通过</translation>
        </message>
        <message>
            <source>? &lt;b&gt;{check}&lt;/b&gt;: hidden until you answer the question</source>
            <translation>? &lt;b&gt;{check}&lt;/b&gt;：在你回答问题之前隐藏</translation>
        </message>
    </context>
    <context>
        <name>checks_words</name>
        <message>
            <source>column sums from {lowest} to {highest}</source>
            <translation>列之和从 {lowest} 到 {highest}</translation>
        </message>
        <message>
            <source>column sums: {sums}</source>
            <translation>列之和：{sums}</translation>
        </message>
        <message>
            <source>head {number}</source>
            <translation>头 {number}</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation>{first} 和 {last}</translation>
        </message>
        <message>
            <source>heads {numbers}</source>
            <translation>头 {numbers}</translation>
        </message>
        <message>
            <source>{heads} of layer {layer}</source>
            <translation>第 {layer} 层的{heads}</translation>
        </message>
        <message>
            <source>{heads} is switched off (its output is zeros in the concat)</source>
            <translation>{heads} 已关闭（它的输出在拼接中为零）</translation>
        </message>
        <message>
            <source>{heads} are switched off (their outputs are zeros in the concat)</source>
            <translation>{heads} 已关闭（它们的输出在拼接中为零）</translation>
        </message>
    </context>
    <context>
        <name>classroom_actions</name>
        <message>
            <source>Zoom: Ctrl + Plus, Ctrl + Minus, Ctrl + 0 for 100 %</source>
            <translation>缩放：Ctrl + 加号、Ctrl + 减号，Ctrl + 0 恢复 100 %</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>放大(&amp;I)</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>缩小(&amp;O)</translation>
        </message>
        <message>
            <source>&amp;Actual size (100 %)</source>
            <translation>实际大小(&amp;A)（100 %）</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>首选项(&amp;P)…</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>主题(&amp;T)</translation>
        </message>
        <message>
            <source>Zoom {percent} %</source>
            <translation>缩放 {percent} %</translation>
        </message>
    </context>
    <context>
        <name>compose</name>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
    </context>
    <context>
        <name>copy_lock</name>
        <message>
            <source>not an ordinary file</source>
            <translation>不是普通文件</translation>
        </message>
        <message>
            <source>the lock file keeps changing</source>
            <translation>锁文件在不断变化</translation>
        </message>
        <message>
            <source>another process holds the lock</source>
            <translation>另一个进程持有锁</translation>
        </message>
    </context>
    <context>
        <name>cost_meter</name>
        <message>
            <source>Columns: {headers}</source>
            <translation>列：{headers}</translation>
        </message>
        <message>
            <source>tokens n</source>
            <translation>词元 n</translation>
        </message>
        <message>
            <source>scores n²</source>
            <translation>分数 n²</translation>
        </message>
        <message>
            <source>memory (float32)</source>
            <translation>内存（float32）</translation>
        </message>
        <message>
            <source>Scores and memory one head needs per length</source>
            <translation>一个头在每种长度下需要的分数和内存</translation>
        </message>
        <message>
            <source>Measure on this computer</source>
            <translation>在这台计算机上测量</translation>
        </message>
        <message>
            <source>Time one head of attention (d_k = 64) at a few lengths</source>
            <translation>在几种长度下给一个注意力头（d_k = 64）计时</translation>
        </message>
        <message>
            <source>Times are the fastest of three runs; they vary from run to run.</source>
            <translation>时间取三次运行中最快的一次；每次运行结果都会有所不同。</translation>
        </message>
        <message>
            <source>time</source>
            <translation>时间</translation>
        </message>
        <message>
            <source>× previous</source>
            <translation>× 前一个</translation>
        </message>
        <message>
            <source>Time one head took here</source>
            <translation>一个头在这里花费的时间</translation>
        </message>
    </context>
    <context>
        <name>document</name>
        <message>
            <source>untitled</source>
            <translation>未命名</translation>
        </message>
    </context>
    <context>
        <name>dot_product_picture</name>
        <message>
            <source>the token's vector is all zeros, so no weight matrix can move it</source>
            <translation>这个词元的向量全是零，所以任何权重矩阵都移动不了它</translation>
        </message>
    </context>
    <context>
        <name>dot_product_view</name>
        <message>
            <source>Drag the query: W_q changes.
Drag a key: W_k changes.</source>
            <translation>拖动查询：W_q 会改变。
拖动键：W_k 会改变。</translation>
        </message>
        <message>
            <source>Each arrow starts at 0: the selected query (blue) and the keys of this head. q·k is the length of the query's shadow on a key's line times the key's length: below 0 when the shadow falls behind 0, as when the query points away from the key.
Dragging the query changes W_q (the smallest change that puts it there), so the keys stay put. Dragging a key changes W_k: the keys of words that share its features move with it, since every key comes from the same W_k. The token vectors are left alone: changing one would move its query, key and value at once.
Keyboard: Page Down / Page Up choose an arrow (a key's score is then explained), the arrow keys nudge it, one undo step each.</source>
            <translation>每个箭头都从 0 出发：所选的查询（蓝色）和这个头的各个键。q·k 等于查询在键所在直线上的投影长度乘以键的长度：当投影落在 0 的后面时，它小于 0，就像查询背离键的方向时那样。
拖动查询会改变 W_q（用能把它放到那里的最小改动），所以各个键保持不动。拖动一个键会改变 W_k：与它有共同特征的词的键会跟着一起移动，因为每个键都来自同一个 W_k。词元向量保持不变：改变一个词元向量会同时移动它的查询、键和值。
键盘：Page Down / Page Up 选择一个箭头（随后会解释那个键的分数），方向键微调它，每次都是一步可撤销的操作。</translation>
        </message>
        <message>
            <source>The dot product as arrows: the query and the keys</source>
            <translation>用箭头表示的点积：查询和各个键</translation>
        </message>
        <message>
            <source>{key}: masked</source>
            <translation>{key}：被遮住</translation>
        </message>
        <message>
            <source>{key}: q·k {score}, weight {weight}</source>
            <translation>{key}：q·k {score}，权重 {weight}</translation>
        </message>
        <message>
            <source>query "{token}"</source>
            <translation>查询“{token}”</translation>
        </message>
        <message>
            <source>No query is selected: click a row of a heatmap to pick one.</source>
            <translation>没有选中查询：点击热力图的一行来选一个。</translation>
        </message>
        <message>
            <source>{what} at ({x}, {y})</source>
            <translation>{what}位于 ({x}, {y})</translation>
        </message>
        <message>
            <source>query</source>
            <translation>查询</translation>
        </message>
        <message>
            <source>angle to "{token}": {angle} degrees</source>
            <translation>与“{token}”的夹角：{angle} 度</translation>
        </message>
        <message>
            <source>The query of "{token}" cannot be moved: the vector it is made from is all zeros, and 0 times any {matrix} is still 0.</source>
            <translation>“{token}”的查询无法移动：生成它的向量全是零，而 0 乘以任何 {matrix} 仍然是 0。</translation>
        </message>
        <message>
            <source>The key of "{token}" cannot be moved: the vector it is made from is all zeros, and 0 times any {matrix} is still 0.</source>
            <translation>“{token}”的键无法移动：生成它的向量全是零，而 0 乘以任何 {matrix} 仍然是 0。</translation>
        </message>
        <message>
            <source>Drag the query of "{token}" ({matrix})</source>
            <translation>拖动“{token}”的查询（{matrix}）</translation>
        </message>
        <message>
            <source>Drag the key of "{token}" ({matrix})</source>
            <translation>拖动“{token}”的键（{matrix}）</translation>
        </message>
    </context>
    <context>
        <name>edit_menu</name>
        <message>
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>撤销(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <source>Add &amp;token…</source>
            <translation>添加词元(&amp;T)…</translation>
        </message>
        <message>
            <source>Remove selected token</source>
            <translation>删除所选词元</translation>
        </message>
        <message>
            <source>Move token &amp;up</source>
            <translation>词元上移(&amp;U)</translation>
        </message>
        <message>
            <source>Move token &amp;down</source>
            <translation>词元下移(&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Shuffle tokens</source>
            <translation>打乱词元顺序(&amp;S)</translation>
        </message>
    </context>
    <context>
        <name>edits</name>
        <message>
            <source>embeddings: expected {rows} × {columns}, found {found_rows} × {found_columns}; with a vocabulary change its W_E to change the sizes</source>
            <translation>embeddings：应为 {rows} × {columns}，实际为 {found_rows} × {found_columns}；有词表时，请修改它的 W_E 来改变大小</translation>
        </message>
        <message>
            <source>“{label}” occurs 2 times: both changed</source>
            <translation>“{label}”出现了 2 次：两处都已修改</translation>
        </message>
        <message>
            <source>“{label}” occurs {count} times: all {count} changed</source>
            <translation>“{label}”出现了 {count} 次：全部 {count} 处都已修改</translation>
        </message>
        <message>
            <source>{notes} (its vector is its vocabulary entry's row of W_E).</source>
            <translation>{notes}（它的向量是它在词表中那一项在 W_E 中的行）。</translation>
        </message>
        <message>
            <source>tokens: the limit is {limit}</source>
            <translation>tokens：上限是 {limit}</translation>
        </message>
        <message>
            <source>tokens: the last token cannot be removed</source>
            <translation>tokens：不能删除最后一个词元</translation>
        </message>
        <message>
            <source>tokens[{index}]: a token label must not be empty</source>
            <translation>tokens[{index}]：词元标签不能为空</translation>
        </message>
        <message>
            <source>source: this session has no source sentence to rename in</source>
            <translation>source：这个会话没有可以重命名的源句</translation>
        </message>
        <message>
            <source>source.tokens[{index}]: a token label must not be empty</source>
            <translation>source.tokens[{index}]：词元标签不能为空</translation>
        </message>
        <message>
            <source>tokens[{index}]: “{label}” is not in the vocabulary; choose one of its {count} labels: {listed} and {more} more</source>
            <translation>tokens[{index}]：“{label}”不在词表中；请从它的 {count} 个标签中选一个：{listed}，还有 {more} 个</translation>
        </message>
        <message>
            <source>tokens[{index}]: “{label}” is not in the vocabulary; choose one of its {count} labels: {listed}</source>
            <translation>tokens[{index}]：“{label}”不在词表中；请从它的 {count} 个标签中选一个：{listed}</translation>
        </message>
    </context>
    <context>
        <name>explain</name>
        <message>
            <source>There is no {matrix} here: {reason}.</source>
            <translation>这里没有 {matrix}：{reason}。</translation>
        </message>
        <message>
            <source>{title} (head {head})</source>
            <translation>{title}（头 {head}）</translation>
        </message>
    </context>
    <context>
        <name>explain_outputs</name>
        <message>
            <source>output = weights·V: the weights of {token} times column {column} of V, a weighted average of the values</source>
            <translation>输出 = 权重·V：{token} 的权重乘以 V 的第 {column} 列，即各个值的加权平均</translation>
        </message>
        <message>
            <source>Masked keys have weight 0 and add nothing.</source>
            <translation>被遮住的键权重为 0，不贡献任何东西。</translation>
        </message>
        <message>
            <source>With the rounded weights shown this comes to {rounded}; the exact weights give {exact}.</source>
            <translation>用显示的四舍五入后的权重算出来是 {rounded}；精确的权重给出 {exact}。</translation>
        </message>
        <message>
            <source>head output of {token}, column {column}</source>
            <translation>{token} 的头输出，第 {column} 列</translation>
        </message>
        <message>
            <source>attention output of {token}, column {column}</source>
            <translation>{token} 的注意力输出，第 {column} 列</translation>
        </message>
        <message>
            <source>No W_o: the head outputs are only placed side by side, so this is column {column} of head {head}: {value}</source>
            <translation>没有 W_o：各头的输出只是并排放置，所以这是头 {head} 的第 {column} 列：{value}</translation>
        </message>
        <message>
            <source>attention output = concat(heads)·W_o: the head output of {token}, side by side, times column {column} of W_o</source>
            <translation>注意力输出 = concat(各头)·W_o：{token} 的头输出，并排放置，乘以 W_o 的第 {column} 列</translation>
        </message>
        <message>
            <source>attention output = concat(heads)·W_o: the {heads} head outputs of {token}, side by side, times column {column} of W_o</source>
            <translation>注意力输出 = concat(各头)·W_o：{token} 的 {heads} 个头输出，并排放置，乘以 W_o 的第 {column} 列</translation>
        </message>
        <message>
            <source>residual output of {token}, column {column}</source>
            <translation>{token} 的残差输出，第 {column} 列</translation>
        </message>
        <message>
            <source>residual = {source} + attention output: {sum}</source>
            <translation>残差 = {source} + 注意力输出：{sum}</translation>
        </message>
        <message>
            <source>{token} keeps its own vector and gains what attention brought in on top.</source>
            <translation>{token} 保留它自己的向量，并在其上加上注意力带来的东西。</translation>
        </message>
    </context>
    <context>
        <name>explain_panel</name>
        <message>
            <source>The tokens changed, so the number explained here is gone. Click a number to see how it was worked out.</source>
            <translation>词元变了，所以这里解释的那个数已经不在了。点击一个数，看看它是怎么算出来的。</translation>
        </message>
        <message>
            <source>Click a number in Q, K, V, the scaled scores, the weights or an output to see how it was worked out.</source>
            <translation>点击 Q、K、V、缩放后的分数、权重或某个输出中的一个数，看看它是怎么算出来的。</translation>
        </message>
        <message>
            <source>This number, or one it is made from, is hidden until you answer the lesson's question: guess first, then click it again.</source>
            <translation>这个数，或生成它的某个数，在你回答课程的问题之前是隐藏的：先猜，再点击它一次。</translation>
        </message>
        <message>
            <source>How the selected number was worked out</source>
            <translation>所选的数是怎么算出来的</translation>
        </message>
        <message>
            <source>Click a number, or press Enter on a heatmap cell, to read how it was worked out</source>
            <translation>点击一个数，或在热力图的格子上按 Enter，阅读它是怎么算出来的</translation>
        </message>
        <message>
            <source>Tinted cells in the tables and heatmaps: where this number came from.</source>
            <translation>表格和热力图中着色的格子：这个数的来源。</translation>
        </message>
    </context>
    <context>
        <name>explain_projections</name>
        <message>
            <source>Q, row {token}, column {column}: part of the query of {token}</source>
            <translation>Q，{token} 行，第 {column} 列：{token} 的查询的一部分</translation>
        </message>
        <message>
            <source>K, row {token}, column {column}: part of the key of {token}</source>
            <translation>K，{token} 行，第 {column} 列：{token} 的键的一部分</translation>
        </message>
        <message>
            <source>V, row {token}, column {column}: part of the value of {token}</source>
            <translation>V，{token} 行，第 {column} 列：{token} 的值的一部分</translation>
        </message>
        <message>
            <source>{matrix} = {source}·{weight}: the vector of {token} (row of {source}) times column {column} of {weight}</source>
            <translation>{matrix} = {source}·{weight}：{token} 的向量（{source} 的行）乘以 {weight} 的第 {column} 列</translation>
        </message>
        <message>
            <source>{weight} is its K/V group's: {sharing}.</source>
            <translation>{weight} 属于它的 K/V 分组：{sharing}。</translation>
        </message>
        <message>
            <source>{matrix}, row {token}, column {column}</source>
            <translation>{matrix}，{token} 行，第 {column} 列</translation>
        </message>
        <message>
            <source>You type this: the row of the vocabulary's W_E for {token}, feature {feature}: {value}</source>
            <translation>这是你输入的：{token} 在词表 W_E 中的行，特征 {feature}：{value}</translation>
        </message>
        <message>
            <source>You type this: the vector of {token}, feature {feature}: {value}</source>
            <translation>这是你输入的：{token} 的向量，特征 {feature}：{value}</translation>
        </message>
        <message>
            <source>what layer {layer} read plus its attention output</source>
            <translation>第 {layer} 层读取的东西加上它的注意力输出</translation>
        </message>
        <message>
            <source>its attention output (it has no residual)</source>
            <translation>它的注意力输出（它没有残差）</translation>
        </message>
        <message>
            <source>{matrix} is layer {layer}'s output, which layer {next} reads: row {token}, column {column} of layer {layer}'s output ({made}) {equals}</source>
            <translation>{matrix} 是第 {layer} 层的输出，由第 {next} 层读取：第 {layer} 层输出的 {token} 行、第 {column} 列（{made}）{equals}</translation>
        </message>
        <message>
            <source>It is worked out, not typed: choose layer {layer} to see how, and edit its W's or W_o (or layer 1's X) to change it.</source>
            <translation>它是计算出来的，不是输入的：选择第 {layer} 层看看怎么算，修改它的 W 或 W_o（或第 1 层的 X）就能改变它。</translation>
        </message>
        <message>
            <source>Positions are off, so Z is X itself: {value}</source>
            <translation>位置编码已关闭，所以 Z 就是 X 本身：{value}</translation>
        </message>
        <message>
            <source>Z = X + positional encoding: {sum}</source>
            <translation>Z = X + 位置编码：{sum}</translation>
        </message>
        <message>
            <source>The encoding of position {position} (counted from 0), feature {feature}: {formula}</source>
            <translation>位置 {position}（从 0 数起）的编码，特征 {feature}：{formula}</translation>
        </message>
    </context>
    <context>
        <name>explain_weights</name>
        <message>
            <source>query {query} · key {key} = {sum}</source>
            <translation>查询 {query} · 键 {key} = {sum}</translation>
        </message>
        <message>
            <source>The mask hides key {key} from query {query}: before the softmax this score is replaced by {minus}∞, so it ends up with weight 0.</source>
            <translation>掩码对查询 {query} 遮住了键 {key}：在 softmax 之前这个分数被换成 {minus}∞，所以它最终的权重为 0。</translation>
        </message>
        <message>
            <source>score of query {query} for key {key}</source>
            <translation>查询 {query} 对键 {key} 的分数</translation>
        </message>
        <message>
            <source>A dot product: multiply the two vectors place by place and add up. The larger it is, the better the key matches the query.</source>
            <translation>点积：把两个向量逐位相乘再相加。它越大，键与查询就越匹配。</translation>
        </message>
        <message>
            <source>Dividing by √d_k (d_k = {d_k}) keeps scores of long vectors from growing so large that the softmax puts everything on one key.</source>
            <translation>除以 √d_k（d_k = {d_k}）可以防止长向量的分数变得太大，以致 softmax 把一切都放在一个键上。</translation>
        </message>
        <message>
            <source>No scaling (÷√d_k is switched off), so the scaled score is the score: {score}</source>
            <translation>不缩放（÷√d_k 已关闭），所以缩放后的分数就是分数：{score}</translation>
        </message>
        <message>
            <source>the division by √d_k was left out</source>
            <translation>漏掉了除以 √d_k</translation>
        </message>
        <message>
            <source>scaled score of query {query} for key {key}</source>
            <translation>查询 {query} 对键 {key} 的缩放后分数</translation>
        </message>
        <message>
            <source>⚠ The number on show is {shown}, not {correct}: a mistake is switched on ({what}).</source>
            <translation>⚠ 显示的数是 {shown}，而不是 {correct}：开启了一个错误（{what}）。</translation>
        </message>
        <message>
            <source>weight of query {query} on key {key}</source>
            <translation>查询 {query} 在键 {key} 上的权重</translation>
        </message>
        <message>
            <source>Every key is hidden from {query}, so there is nothing to share out (the weights would be 0 ÷ 0); the app leaves them at 0 and shows a warning.</source>
            <translation>对 {query} 来说每个键都被遮住了，所以没有什么可分（权重会是 0 ÷ 0）；程序把它们保持为 0 并显示警告。</translation>
        </message>
        <message>
            <source>Key {key} is masked for query {query}: its scaled score becomes {minus}∞ before the softmax, and e^({minus}∞) = 0, so the weight is exactly 0.</source>
            <translation>键 {key} 对查询 {query} 被遮住：它的缩放后分数在 softmax 之前变成 {minus}∞，而 e^({minus}∞) = 0，所以权重恰好为 0。</translation>
        </message>
        <message>
            <source>The visible keys share all of the weight: {row}.</source>
            <translation>可见的键分掉全部权重：{row}。</translation>
        </message>
        <message>
            <source>the mask was applied too late</source>
            <translation>掩码加得太晚了</translation>
        </message>
        <message>
            <source>{minus}∞ (masked)</source>
            <translation>{minus}∞（被遮住）</translation>
        </message>
        <message>
            <source>{key}: masked, e^({minus}∞) = 0</source>
            <translation>{key}：被遮住，e^({minus}∞) = 0</translation>
        </message>
        <message>
            <source>Softmax of row {query} of the scaled scores: {scores}</source>
            <translation>缩放后分数的 {query} 行的 softmax：{scores}</translation>
        </message>
        <message>
            <source>Subtract the row's largest score ({largest}) and take e^(score {minus} largest) for each key:</source>
            <translation>减去这一行的最大分数（{largest}），对每个键求 e^(分数 {minus} 最大值)：</translation>
        </message>
        <message>
            <source>sum = {sum}</source>
            <translation>和 = {sum}</translation>
        </message>
        <message>
            <source>weight = {division}</source>
            <translation>权重 = {division}</translation>
        </message>
        <message>
            <source>The whole row: {row}; together {total}.</source>
            <translation>整行：{row}；合计 {total}。</translation>
        </message>
        <message>
            <source>the softmax ran down the columns instead of across the rows</source>
            <translation>softmax 是沿列向下而不是沿行计算的</translation>
        </message>
        <message>
            <source>the mask was applied after the softmax, so this row no longer sums to 1</source>
            <translation>掩码是在 softmax 之后加的，所以这一行加起来不再等于 1</translation>
        </message>
        <message>
            <source>these weights were not made by a softmax across this row</source>
            <translation>这些权重不是由对这一行做 softmax 得到的</translation>
        </message>
    </context>
    <context>
        <name>export_actions</name>
        <message>
            <source>Weights heatmap</source>
            <translation>权重热力图</translation>
        </message>
        <message>
            <source>Scores heatmap</source>
            <translation>分数热力图</translation>
        </message>
        <message>
            <source>Query chart</source>
            <translation>查询图表</translation>
        </message>
        <message>
            <source>weights heatmap</source>
            <translation>权重热力图</translation>
        </message>
        <message>
            <source>scores heatmap</source>
            <translation>分数热力图</translation>
        </message>
        <message>
            <source>query chart</source>
            <translation>查询图表</translation>
        </message>
        <message>
            <source>picture</source>
            <translation>图片</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>PNG 图像 (*.png)</translation>
        </message>
        <message>
            <source>SVG drawings (*.svg)</source>
            <translation>SVG 图形 (*.svg)</translation>
        </message>
        <message>
            <source>Python files (*.py)</source>
            <translation>Python 文件 (*.py)</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>PDF 文档 (*.pdf)</translation>
        </message>
        <message>
            <source>&amp;Export</source>
            <translation>导出(&amp;X)</translation>
        </message>
        <message>
            <source>{picture} as {format}…</source>
            <translation>{picture}导出为 {format}…</translation>
        </message>
        <message>
            <source>Whole window as PNG ({scale}×)…</source>
            <translation>整个窗口导出为 PNG（{scale}×）…</translation>
        </message>
        <message>
            <source>window</source>
            <translation>窗口</translation>
        </message>
        <message>
            <source>Panel as PNG ({scale}×)</source>
            <translation>面板导出为 PNG（{scale}×）</translation>
        </message>
        <message>
            <source>Export as &amp;Python script…</source>
            <translation>导出为 &amp;Python 脚本…</translation>
        </message>
        <message>
            <source>Export &amp;worksheet (PDF)…</source>
            <translation>导出练习单(&amp;W)（PDF）…</translation>
        </message>
        <message>
            <source>Table {table} as {format}…</source>
            <translation>表格 {table} 导出为 {format}…</translation>
        </message>
        <message>
            <source>Save the table {table} as {format}: the table you last clicked in (the weights until you click in another)</source>
            <translation>把表格 {table} 保存为 {format}：你最后点击的那张表格（在你点击另一张之前是权重）</translation>
        </message>
        <message>
            <source>The whole pipeline</source>
            <translation>整条流程</translation>
        </message>
        <message>
            <source>Save {picture} as PNG…</source>
            <translation>把{picture}保存为 PNG…</translation>
        </message>
        <message>
            <source>Save {picture} as SVG…</source>
            <translation>把{picture}保存为 SVG…</translation>
        </message>
        <message>
            <source>Save as PNG for a handout ({scale}×)…</source>
            <translation>保存为讲义用的 PNG（{scale}×）…</translation>
        </message>
        <message>
            <source>Cannot export</source>
            <translation>无法导出</translation>
        </message>
        <message>
            <source>{file}: could not save {what} ({reason}).</source>
            <translation>{file}：无法保存{what}（{reason}）。</translation>
        </message>
        <message>
            <source>Saved {what} to {file}.</source>
            <translation>已把{what}保存到 {file}。</translation>
        </message>
        <message>
            <source>Save {picture}</source>
            <translation>保存{picture}</translation>
        </message>
        <message>
            <source>Save {panel} as PNG ({scale}×)</source>
            <translation>把 {panel} 保存为 PNG（{scale}×）</translation>
        </message>
        <message>
            <source>Export as Python script</source>
            <translation>导出为 Python 脚本</translation>
        </message>
        <message>
            <source>the Python script</source>
            <translation>Python 脚本</translation>
        </message>
        <message>
            <source>The worksheet's answer key would give away the lesson's open question: answer it (or press Reveal) first.</source>
            <translation>练习单的答案会泄露课程中尚未回答的问题：请先回答（或点击“揭晓”）。</translation>
        </message>
        <message>
            <source>Export worksheet</source>
            <translation>导出练习单</translation>
        </message>
        <message>
            <source>the worksheet</source>
            <translation>练习单</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>所有文件 (*)</translation>
        </message>
    </context>
    <context>
        <name>file_messages</name>
        <message>
            <source>{number} is too large (the limit is ±{limit})</source>
            <translation>{number} 太大（上限是 ±{limit}）</translation>
        </message>
        <message>
            <source>{number} is not allowed: every value must be a finite number</source>
            <translation>不允许 {number}：每个值都必须是有限的数</translation>
        </message>
        <message>
            <source>a number with thousands of digits</source>
            <translation>一个有几千位的数</translation>
        </message>
        <message>
            <source>a {digits}-digit number</source>
            <translation>一个 {digits} 位数</translation>
        </message>
        <message>
            <source>a number too large to use</source>
            <translation>一个大到无法使用的数</translation>
        </message>
        <message>
            <source>the text {text}</source>
            <translation>文本 {text}</translation>
        </message>
        <message>
            <source>the number {number}</source>
            <translation>数 {number}</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>一个列表</translation>
        </message>
        <message>
            <source>an empty list</source>
            <translation>一个空列表</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>一个对象</translation>
        </message>
    </context>
    <context>
        <name>file_values</name>
        <message>
            <source>a number</source>
            <translation>一个数</translation>
        </message>
        <message>
            <source>0 or 1</source>
            <translation>0 或 1</translation>
        </message>
        <message>
            <source>{field}: expected a list of token labels, found {found}</source>
            <translation>{field}：应为一个词元标签的列表，实际为 {found}</translation>
        </message>
        <message>
            <source>{field}: expected a list of labels, found {found}</source>
            <translation>{field}：应为一个标签的列表，实际为 {found}</translation>
        </message>
        <message>
            <source>{field}: expected a list of heads, found {found}</source>
            <translation>{field}：应为一个头的列表，实际为 {found}</translation>
        </message>
        <message>
            <source>{field}: expected a list of layers, found {found}</source>
            <translation>{field}：应为一个层的列表，实际为 {found}</translation>
        </message>
        <message>
            <source>{field}: expected a list of key/value groups, found {found}</source>
            <translation>{field}：应为一个键/值分组的列表，实际为 {found}</translation>
        </message>
        <message>
            <source>{field}: {count} tokens, the limit is {limit}</source>
            <translation>{field}：{count} 个词元，上限是 {limit}</translation>
        </message>
        <message>
            <source>{field}: {count} labels, the limit is {limit}</source>
            <translation>{field}：{count} 个标签，上限是 {limit}</translation>
        </message>
        <message>
            <source>{field}: {count} heads, the limit is {limit}</source>
            <translation>{field}：{count} 个头，上限是 {limit}</translation>
        </message>
        <message>
            <source>{field}: {count} layers, the limit is {limit}</source>
            <translation>{field}：{count} 层，上限是 {limit}</translation>
        </message>
        <message>
            <source>{field}: {count} key/value groups, the limit is {limit}</source>
            <translation>{field}：{count} 个键/值分组，上限是 {limit}</translation>
        </message>
        <message>
            <source>{field}: at least one token is needed</source>
            <translation>{field}：至少需要一个词元</translation>
        </message>
        <message>
            <source>{field}: at least one label is needed</source>
            <translation>{field}：至少需要一个标签</translation>
        </message>
        <message>
            <source>{field}: at least one head is needed</source>
            <translation>{field}：至少需要一个头</translation>
        </message>
        <message>
            <source>{field}: at least one layer is needed</source>
            <translation>{field}：至少需要一层</translation>
        </message>
        <message>
            <source>{field}: at least one key/value group is needed</source>
            <translation>{field}：至少需要一个键/值分组</translation>
        </message>
        <message>
            <source>{field}: expected {expected}, found {found}</source>
            <translation>{field}：应为 {expected}，实际为 {found}</translation>
        </message>
        <message>
            <source>{place}: {problem}</source>
            <translation>{place}：{problem}</translation>
        </message>
        <message>
            <source>{place}: must be a finite number</source>
            <translation>{place}：必须是有限的数</translation>
        </message>
        <message>
            <source>{place}: {number} is too large (the limit is ±{limit})</source>
            <translation>{place}：{number} 太大（上限是 ±{limit}）</translation>
        </message>
        <message>
            <source>a non-empty list of rows</source>
            <translation>一个非空的行列表</translation>
        </message>
        <message>
            <source>a list of numbers</source>
            <translation>一个数的列表</translation>
        </message>
        <message>
            <source>{field}[0]: a row must hold at least one number</source>
            <translation>{field}[0]：一行至少要有一个数</translation>
        </message>
        <message>
            <source>{field}[{row}]: has {count} numbers but row 0 has {width} (rows must be equal)</source>
            <translation>{field}[{row}]：有 {count} 个数，但第 0 行有 {width} 个（各行必须一样长）</translation>
        </message>
        <message>
            <source>a non-empty list of numbers</source>
            <translation>一个非空的数的列表</translation>
        </message>
        <message>
            <source>text</source>
            <translation>文本</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true 或 false</translation>
        </message>
        <message>
            <source>{listed} or {last}</source>
            <translation>{listed} 或 {last}</translation>
        </message>
        <message>
            <source>did you mean {key}?</source>
            <translation>你是不是想写 {key}？</translation>
        </message>
        <message>
            <source>{where}unknown key {key} ({hint})</source>
            <translation>{where}未知的键 {key}（{hint}）</translation>
        </message>
        <message>
            <source>{where}unknown key {key}</source>
            <translation>{where}未知的键 {key}</translation>
        </message>
        <message>
            <source>an object with {keys}</source>
            <translation>一个含有 {keys} 的对象</translation>
        </message>
        <message>
            <source>{field}: missing key "{key}"</source>
            <translation>{field}：缺少键“{key}”</translation>
        </message>
    </context>
    <context>
        <name>files</name>
        <message>
            <source>Self-attention sessions (*.selfattn.json);;JSON files (*.json);;All files (*)</source>
            <translation>自注意力会话 (*.selfattn.json);;JSON 文件 (*.json);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Open session</source>
            <translation>打开会话</translation>
        </message>
        <message>
            <source>Save session</source>
            <translation>保存会话</translation>
        </message>
        <message>
            <source>Unsaved changes</source>
            <translation>未保存的更改</translation>
        </message>
        <message>
            <source>“{name}” has changes that are not saved. Save them first?</source>
            <translation>“{name}”有未保存的更改。先保存吗？</translation>
        </message>
        <message>
            <source>Cannot open the example</source>
            <translation>无法打开示例</translation>
        </message>
        <message>
            <source>Cannot open the trained model</source>
            <translation>无法打开训练好的模型</translation>
        </message>
        <message>
            <source>Cannot open this file</source>
            <translation>无法打开这个文件</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>无法保存</translation>
        </message>
        <message>
            <source>{name} is one of the app's own examples or trained models, so it was left as it was. Your work is still open: use Save As to save it in a folder of your own.</source>
            <translation>{name} 是本程序自带的示例或训练好的模型，所以保持原样。你的工作仍然开着：请用“另存为”把它保存到你自己的文件夹里。</translation>
        </message>
        <message>
            <source>{name} is read-only, so it was left as it was. Your work is still open: use Save As to save it under another name, or make the file writable and save again.</source>
            <translation>{name} 是只读的，所以保持原样。你的工作仍然开着：请用“另存为”以另一个名字保存，或者让文件可写后再保存一次。</translation>
        </message>
        <message>
            <source>{name}: could not save here ({reason}). Your work is still open: try Save As and another folder.</source>
            <translation>{name}：无法保存在这里（{reason}）。你的工作仍然开着：试试“另存为”并换一个文件夹。</translation>
        </message>
    </context>
    <context>
        <name>first_view</name>
        <message>
            <source>Opened at the attention weights: scroll up for the token vectors and the W's</source>
            <translation>已在注意力权重处打开：向上滚动可看到词元向量和各个 W</translation>
        </message>
    </context>
    <context>
        <name>glossary</name>
        <message>
            <source>a number</source>
            <translation>一个数</translation>
        </message>
        <message>
            <source>the number {number}</source>
            <translation>数 {number}</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>一个列表</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>一个对象</translation>
        </message>
        <message>
            <source>text</source>
            <translation>文本</translation>
        </message>
        <message>
            <source>{where}.{key}: expected text, found {found}</source>
            <translation>{where}.{key}：应为文本，实际为 {found}</translation>
        </message>
        <message>
            <source>{where}.{key}: expected text, found an empty string</source>
            <translation>{where}.{key}：应为文本，实际为空字符串</translation>
        </message>
        <message>
            <source>{where}.{key}: at most {limit} characters, found {count}</source>
            <translation>{where}.{key}：最多 {limit} 个字符，实际为 {count} 个</translation>
        </message>
        <message>
            <source>{where}.{key}: control characters are not allowed</source>
            <translation>{where}.{key}：不允许使用控制字符</translation>
        </message>
        <message>
            <source>expected an object, found {found}</source>
            <translation>应为一个对象，实际为 {found}</translation>
        </message>
        <message>
            <source>format: expected "{tag}"</source>
            <translation>format：应为“{tag}”</translation>
        </message>
        <message>
            <source>version: expected {version}</source>
            <translation>version：应为 {version}</translation>
        </message>
        <message>
            <source>{field}: not a field of a glossary</source>
            <translation>{field}：不是术语表的字段</translation>
        </message>
        <message>
            <source>terms: expected a list of 1 to {max_terms} terms</source>
            <translation>terms：应为一个含 1 到 {max_terms} 个术语的列表</translation>
        </message>
        <message>
            <source>{where}: expected an object, found {found}</source>
            <translation>{where}：应为一个对象，实际为 {found}</translation>
        </message>
        <message>
            <source>{where}.{field}: not a field of a term</source>
            <translation>{where}.{field}：不是术语的字段</translation>
        </message>
        <message>
            <source>{where}.term: "{term}" is listed twice</source>
            <translation>{where}.term：“{term}”列出了两次</translation>
        </message>
        <message>
            <source>{name}: the file is larger than {size} kB</source>
            <translation>{name}：文件大于 {size} kB</translation>
        </message>
        <message>
            <source>{name}: shown in English, its translation has a problem: {error}</source>
            <translation>{name}：以英语显示，它的翻译有问题：{error}</translation>
        </message>
        <message>
            <source>unreadable</source>
            <translation>无法读取</translation>
        </message>
        <message>
            <source>{name}: cannot be read ({reason})</source>
            <translation>{name}：无法读取（{reason}）</translation>
        </message>
        <message>
            <source>line {line}</source>
            <translation>第 {line} 行</translation>
        </message>
        <message>
            <source>too deep</source>
            <translation>嵌套太深</translation>
        </message>
        <message>
            <source>{name}: not valid JSON ({line})</source>
            <translation>{name}：不是有效的 JSON（{line}）</translation>
        </message>
        <message>
            <source>{term} ({english})</source>
            <translation>{term}（{english}）</translation>
        </message>
        <message>
            <source>Glossary</source>
            <translation>术语表</translation>
        </message>
        <message>
            <source>Search, e.g. mask or W_o</source>
            <translation>搜索，例如 掩码 或 W_o</translation>
        </message>
        <message>
            <source>Search the glossary</source>
            <translation>搜索术语表</translation>
        </message>
        <message>
            <source>Terms</source>
            <translation>术语</translation>
        </message>
        <message>
            <source>No term matches</source>
            <translation>没有匹配的术语</translation>
        </message>
        <message>
            <source>Where to see it: {where}</source>
            <translation>在哪里看到它：{where}</translation>
        </message>
        <message>
            <source>&amp;Glossary…</source>
            <translation>术语表(&amp;G)…</translation>
        </message>
        <message>
            <source>The key terms of attention, and where to see each one</source>
            <translation>注意力的关键术语，以及在哪里能看到每一个</translation>
        </message>
    </context>
    <context>
        <name>head_finding</name>
        <message>
            <source>on what “it” means</source>
            <translation>关于“it”的含义</translation>
        </message>
        <message>
            <source>previous-token {score}</source>
            <translation>前一词元 {score}</translation>
        </message>
        <message>
            <source>induction {score}</source>
            <translation>归纳 {score}</translation>
        </message>
        <message>
            <source>{what} {score}</source>
            <translation>{what} {score}</translation>
        </message>
        <message>
            <source>head {head} (switched off): {scores}</source>
            <translation>头 {head}（已关闭）：{scores}</translation>
        </message>
        <message>
            <source>head {head}: {scores}</source>
            <translation>头 {head}：{scores}</translation>
        </message>
        <message>
            <source>copy accuracy of the whole model: {score}</source>
            <translation>整个模型的复制准确率：{score}</translation>
        </message>
    </context>
    <context>
        <name>head_scores_label</name>
        <message>
            <source>Measured on {count} held-out copy sequences (a random sequence, then the same again), whatever the sequence on show: previous-token is the head's mean weight from each token on the one before it; induction its mean weight, from a repeated token, on the token that followed it last time.</source>
            <translation>在 {count} 个留出的复制序列（一个随机序列，再重复一遍）上测得，与当前显示的序列无关：“前一词元”是这个头从每个词元到它前一个词元的平均权重；“归纳”是从一个重复的词元到上次紧跟在它后面的词元的平均权重。</translation>
        </message>
        <message>
            <source>Measured here, on the sequence on show (the app knows nothing else of this model's task): previous-token is the head's mean weight from each token on the one before it; induction, when a token repeats, its mean weight on the token that followed the earlier one.</source>
            <translation>在这里、在当前显示的序列上测得（程序对这个模型的任务一无所知）：“前一词元”是这个头从每个词元到它前一个词元的平均权重；“归纳”是当一个词元重复出现时，它在前一次出现之后那个词元上的平均权重。</translation>
        </message>
        <message>
            <source>“{score}”: measured on {count} held-out sentences of the task this model learned (“… because it was too tired it =”): the head's mean weight, from “=”, on the noun “it” refers to. The head with the most is the one that decides.</source>
            <translation>“{score}”：在这个模型所学任务（“… because it was too tired it =”）的 {count} 个留出的句子上测得：这个头从“=”到“it”所指名词的平均权重。得分最高的头就是做决定的那个。</translation>
        </message>
        <message>
            <source>What the selected head does, by its scores</source>
            <translation>所选的头做什么，看它的得分</translation>
        </message>
        <message>
            <source>measuring the heads…</source>
            <translation>正在测量各个头…</translation>
        </message>
        <message>
            <source>{score} here</source>
            <translation>此处 {score}</translation>
        </message>
        <message>
            <source>{note}

Layer {layer}:
{scores}</source>
            <translation>{note}

第 {layer} 层：
{scores}</translation>
        </message>
    </context>
    <context>
        <name>head_tabs</name>
        <message>
            <source>Which head the pipeline shows</source>
            <translation>流程显示哪个头</translation>
        </message>
        <message>
            <source>Which head the pipeline shows; the arrow keys choose a head or all heads</source>
            <translation>流程显示哪个头；方向键可以选择一个头或所有头</translation>
        </message>
        <message>
            <source>head {number}</source>
            <translation>头 {number}</translation>
        </message>
        <message>
            <source>all heads</source>
            <translation>所有头</translation>
        </message>
        <message>
            <source>The weights of every head side by side</source>
            <translation>每个头的权重并排显示</translation>
        </message>
        <message>
            <source>head {number} (off)</source>
            <translation>头 {number}（关）</translation>
        </message>
        <message>
            <source>Every stage shows head {number}</source>
            <translation>每个阶段都显示头 {number}</translation>
        </message>
        <message>
            <source>Every stage shows head {number}, switched off</source>
            <translation>每个阶段都显示头 {number}（已关闭）</translation>
        </message>
    </context>
    <context>
        <name>heatmap_access</name>
        <message>
            <source>{value} on {key}</source>
            <translation>{key} 上 {value}</translation>
        </message>
        <message>
            <source>{key} masked</source>
            <translation>{key} 被遮住</translation>
        </message>
        <message>
            <source>and {count} more keys</source>
            <translation>还有 {count} 个键</translation>
        </message>
        <message>
            <source>query {query}: {row}; at key {key}</source>
            <translation>查询 {query}：{row}；当前在键 {key}</translation>
        </message>
        <message>
            <source>Hide "{key}" from "{query}"</source>
            <translation>对“{query}”遮住“{key}”</translation>
        </message>
        <message>
            <source>Show "{key}" from "{query}"</source>
            <translation>对“{query}”显示“{key}”</translation>
        </message>
        <message>
            <source>⚠ {names} can see no key at all, so its weights cannot be computed (they would be 0 ÷ 0). Ctrl+click one of its cells to show a key again.</source>
            <translation>⚠ {names} 一个键也看不到，所以它的权重无法计算（会是 0 ÷ 0）。在它的某个格子上按 Ctrl+单击，重新显示一个键。</translation>
        </message>
    </context>
    <context>
        <name>kv_cache</name>
        <message>
            <source>{count} bytes</source>
            <translation>{count} 字节</translation>
        </message>
        <message numerus="yes">
            <source>K/V cache per token: {widths} · 8 = {shared} bytes (%n K/V group(s), float64), against {own} bytes with a K and V for each of the {heads} heads.</source>
            <translation>
                <numerusform>每个词元的 K/V 缓存：{widths} · 8 = {shared} 字节（%n 个 K/V 分组，float64），而 {heads} 个头各有一个 K 和 V 时是 {own} 字节。</numerusform>
            </translation>
        </message>
        <message>
            <source>{model} ({layers} layers, {heads} heads in {groups} K/V groups, d_k {width}, float16): {shared} against {own} per token per layer; {context_shared} against {context_own} for a {context}-token context.</source>
            <translation>{model}（{layers} 层，{heads} 个头分成 {groups} 个 K/V 分组，d_k {width}，float16）：每个词元每层 {shared}，对比 {own}；{context} 个词元的上下文为 {context_shared}，对比 {context_own}。</translation>
        </message>
        <message>
            <source>{model}: {layers} layers, {heads} query heads sharing {groups} K/V heads, d_k {width}, its cache in float16 ({size} bytes a number). Per token per layer 2 · {groups} · {width} · {size} = {shared} against {own} with {heads} K/V heads; per token through all {layers} layers {token_shared} against {token_own}; a {context}-token context {context_shared} against {context_own}.</source>
            <translation>{model}：{layers} 层，{heads} 个查询头共享 {groups} 个 K/V 头，d_k {width}，缓存为 float16（每个数 {size} 字节）。每个词元每层 2 · {groups} · {width} · {size} = {shared}，而有 {heads} 个 K/V 头时为 {own}；每个词元经过全部 {layers} 层为 {token_shared}，对比 {token_own}；{context} 个词元的上下文为 {context_shared}，对比 {context_own}。</translation>
        </message>
    </context>
    <context>
        <name>kv_groups</name>
        <message>
            <source>head {head}</source>
            <translation>头 {head}</translation>
        </message>
        <message>
            <source>heads {first}–{last}</source>
            <translation>头 {first}–{last}</translation>
        </message>
        <message>
            <source>K, V shared by {heads} (group {group} of {groups})</source>
            <translation>K、V 由{heads}共享（第 {group} 组，共 {groups} 组）</translation>
        </message>
        <message>
            <source>{matrix} (layer {layer}, K/V group {group})</source>
            <translation>{matrix}（第 {layer} 层，K/V 分组 {group}）</translation>
        </message>
        <message>
            <source>{matrix} (K/V group {group})</source>
            <translation>{matrix}（K/V 分组 {group}）</translation>
        </message>
        <message>
            <source>{matrix} of K/V group {group} changed: only {heads} reads it.</source>
            <translation>K/V 分组 {group} 的 {matrix} 已修改：只有{heads}读取它。</translation>
        </message>
        <message>
            <source>{matrix} of K/V group {group} is shared: this edit changes {heads} at once.</source>
            <translation>K/V 分组 {group} 的 {matrix} 是共享的：这次修改会同时改变{heads}。</translation>
        </message>
        <message>
            <source>kv_heads: {groups} K/V groups cannot split {heads} heads evenly; choose one of {choices}</source>
            <translation>kv_heads：{groups} 个 K/V 分组无法平均分配 {heads} 个头；请从 {choices} 中选一个</translation>
        </message>
    </context>
    <context>
        <name>kv_groups_control</name>
        <message>
            <source>K/V groups: how many sets of W_k and W_v the heads share</source>
            <translation>K/V 分组：各个头共享多少套 W_k 和 W_v</translation>
        </message>
        <message>
            <source>K/V groups: {count} does not split the {heads} heads evenly; choose {choices}</source>
            <translation>K/V 分组：{count} 不能平均分配 {heads} 个头；请选择 {choices}</translation>
        </message>
        <message>
            <source>How many sets of W_k and W_v the {heads} query heads share: {heads} gives each head its own (multi-head), 1 one for all (multi-query). Counts that split the heads evenly: {choices}</source>
            <translation>{heads} 个查询头共享多少套 W_k 和 W_v：{heads} 表示每个头各有自己的一套（多头），1 表示所有头共用一套（多查询）。能平均分配各个头的数目：{choices}</translation>
        </message>
        <message>
            <source>K/V groups</source>
            <translation>K/V 分组</translation>
        </message>
    </context>
    <context>
        <name>label_picker</name>
        <message>
            <source>Vocabulary entry: type to search</source>
            <translation>词表条目：输入以搜索</translation>
        </message>
    </context>
    <context>
        <name>layer_actions</name>
        <message>
            <source>Add layer {next} (a copy of layer {shown})</source>
            <translation>添加第 {next} 层（第 {shown} 层的副本）</translation>
        </message>
        <message>
            <source>A session has at most {most} layers: remove one to add another</source>
            <translation>一个会话最多有 {most} 层：删除一层才能再添加</translation>
        </message>
        <message>
            <source>A cross-attention session has one layer: its keys come from the source</source>
            <translation>交叉注意力会话只有一层：它的键来自源句</translation>
        </message>
        <message>
            <source>Add a copy of layer {shown} after it: the same W's, reading layer {shown}'s output instead of its input</source>
            <translation>在第 {shown} 层之后添加它的一个副本：W 相同，读取的是第 {shown} 层的输出而不是它的输入</translation>
        </message>
        <message>
            <source>Remove layer {shown}</source>
            <translation>删除第 {shown} 层</translation>
        </message>
        <message>
            <source>Remove layer {shown}: the layer after it reads what it read</source>
            <translation>删除第 {shown} 层：它后面的层改为读取它原来读取的东西</translation>
        </message>
        <message>
            <source>The only layer cannot be removed: attention needs at least one layer</source>
            <translation>唯一的一层不能删除：注意力至少需要一层</translation>
        </message>
        <message>
            <source>+ layer</source>
            <translation>+ 层</translation>
        </message>
        <message>
            <source>− layer</source>
            <translation>− 层</translation>
        </message>
    </context>
    <context>
        <name>layer_bar</name>
        <message>
            <source>Layer</source>
            <translation>层</translation>
        </message>
        <message>
            <source>Which layer the pipeline shows</source>
            <translation>流程显示哪一层</translation>
        </message>
        <message>
            <source>Layer 1 reads the token vectors; each later layer reads the output of the one before. {next_keys} and {previous_keys} go to the next and previous layer</source>
            <translation>第 1 层读取词元向量；之后的每一层读取前一层的输出。{next_keys} 和 {previous_keys} 分别切换到下一层和上一层</translation>
        </message>
        <message>
            <source>Switch the selected head off</source>
            <translation>关闭所选的头</translation>
        </message>
        <message>
            <source>layer {number} of {count} (reads {reads})</source>
            <translation>第 {number} 层，共 {count} 层（读取 {reads}）</translation>
        </message>
        <message>
            <source>head {number}: off</source>
            <translation>头 {number}：关</translation>
        </message>
        <message>
            <source>head {number}: on</source>
            <translation>头 {number}：开</translation>
        </message>
        <message>
            <source>Head {number} is switched off: its output is left out. Click to switch it on</source>
            <translation>头 {number} 已关闭：它的输出被略去。点击可打开它</translation>
        </message>
        <message>
            <source>Switch head {number} off: its output is left out of the concat</source>
            <translation>关闭头 {number}：它的输出不进入拼接</translation>
        </message>
        <message>
            <source>→ layer {number}</source>
            <translation>→ 第 {number} 层</translation>
        </message>
        <message>
            <source>This residual output is {symbol}, the input of layer {number}: show layer {number} ({keys})</source>
            <translation>这个残差输出是 {symbol}，即第 {number} 层的输入：显示第 {number} 层（{keys}）</translation>
        </message>
        <message>
            <source>Show layer {number}, which reads this output</source>
            <translation>显示读取这个输出的第 {number} 层</translation>
        </message>
    </context>
    <context>
        <name>layer_edits</name>
        <message>
            <source>layers: a session has at most {limit} layers</source>
            <translation>layers：一个会话最多有 {limit} 层</translation>
        </message>
        <message>
            <source>layers: a "cross" session has one layer (its keys and values come from the source sentence, not from a layer before)</source>
            <translation>layers：“cross”会话只有一层（它的键和值来自源句，而不是来自前面的层）</translation>
        </message>
        <message>
            <source>layers[{index}]: layer {layer} reads {reads} numbers per token but hands on {hands_on}, so a copy of it could not read its output; switch its residual on, or give its W_o {reads} columns, first</source>
            <translation>layers[{index}]：第 {layer} 层每个词元读取 {reads} 个数，却往下传 {hands_on} 个，所以它的副本无法读取它的输出；请先打开它的残差，或者让它的 W_o 有 {reads} 列</translation>
        </message>
        <message>
            <source>layers: the last layer cannot be removed: a session needs one</source>
            <translation>layers：不能删除最后一层：会话至少需要一层</translation>
        </message>
        <message>
            <source>layers[{index}]: layer {next} reads layer {layer}'s output, {hands_on} numbers per token; without layer {layer} it would be handed {reads}, which it cannot read</source>
            <translation>layers[{index}]：第 {next} 层读取第 {layer} 层的输出，每个词元 {hands_on} 个数；没有第 {layer} 层，它会收到 {reads} 个，而它读不了</translation>
        </message>
        <message>
            <source>layers[{index}]: the unembedding W_U reads layer {layer}'s output, {hands_on} numbers per token; without layer {layer} it would be handed {reads}, which it cannot read</source>
            <translation>layers[{index}]：反嵌入矩阵 W_U 读取第 {layer} 层的输出，每个词元 {hands_on} 个数；没有第 {layer} 层，它会收到 {reads} 个，而它读不了</translation>
        </message>
    </context>
    <context>
        <name>layer_fields</name>
        <message>
            <source>{name}: expected a list of head numbers, found {found}</source>
            <translation>{name}：应为一个头编号的列表，实际为 {found}</translation>
        </message>
        <message>
            <source>{place}: {problem}</source>
            <translation>{place}：{problem}</translation>
        </message>
        <message>
            <source>{place}: expected a head number (0, 1, …), found {found}</source>
            <translation>{place}：应为一个头编号（0, 1, …），实际为 {found}</translation>
        </message>
        <message>
            <source>{place}: head {head} is listed twice</source>
            <translation>{place}：头 {head} 列出了两次</translation>
        </message>
    </context>
    <context>
        <name>layer_links</name>
        <message>
            <source>← layer {number}</source>
            <translation>← 第 {number} 层</translation>
        </message>
        <message>
            <source>{symbol} is the output of layer {number}: show layer {number}, where it is made ({keys})</source>
            <translation>{symbol} 是第 {number} 层的输出：显示产生它的第 {number} 层（{keys}）</translation>
        </message>
        <message>
            <source>Show layer {number}, whose output this is</source>
            <translation>显示产生这个输出的第 {number} 层</translation>
        </message>
    </context>
    <context>
        <name>layer_rules</name>
        <message>
            <source>{name}heads: expected 1 to {limit} heads, found {found}</source>
            <translation>{name}heads：应为 1 到 {limit} 个头，实际为 {found}</translation>
        </message>
        <message>
            <source>input width × d_k</source>
            <translation>输入宽度 × d_k</translation>
        </message>
        <message>
            <source>input width × d_k, as in heads[0]</source>
            <translation>输入宽度 × d_k，与 heads[0] 相同</translation>
        </message>
        <message>
            <source>the input width</source>
            <translation>输入宽度</translation>
        </message>
        <message>
            <source>{name}heads_off: there is no head {head} (heads are numbered 0 to {last})</source>
            <translation>{name}heads_off：没有头 {head}（头的编号是 0 到 {last}）</translation>
        </message>
        <message>
            <source>input width × d_v</source>
            <translation>输入宽度 × d_v</translation>
        </message>
        <message>
            <source>{place}: this layer shares keys and values (kv_heads), so its heads hold W_q only</source>
            <translation>{place}：这一层共享键和值（kv_heads），所以它的头只包含 W_q</translation>
        </message>
        <message>
            <source>{place}: missing key "{key}" (without kv_heads, every head has its own W_k and W_v)</source>
            <translation>{place}：缺少键“{key}”（没有 kv_heads 时，每个头都有自己的 W_k 和 W_v）</translation>
        </message>
        <message>
            <source>{name}heads[0]: W_q and W_v must be 2-D matrices</source>
            <translation>{name}heads[0]：W_q 和 W_v 必须是二维矩阵（2-D）</translation>
        </message>
        <message>
            <source>{name}heads[0]: {width} must be between 1 and {limit}, found {found}</source>
            <translation>{name}heads[0]：{width} 必须在 1 到 {limit} 之间，实际为 {found}</translation>
        </message>
        <message numerus="yes">
            <source>{name}kv_heads: %n key/value group(s) cannot be shared evenly by {heads} query heads (the number of groups must divide it)</source>
            <translation>
                <numerusform>{name}kv_heads：%n 个键/值分组无法由 {heads} 个查询头平均共享（分组数必须能整除头数）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n head(s) × d_v {d_v}</source>
            <translation>
                <numerusform>%n 个头 × d_v {d_v}</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}W_o: output width must be between 1 and {limit}</source>
            <translation>{name}W_o：输出宽度必须在 1 到 {limit} 之间</translation>
        </message>
    </context>
    <context>
        <name>lesson</name>
        <message>
            <source>{where}: missing "condition"</source>
            <translation>{where}：缺少“condition”</translation>
        </message>
        <message>
            <source>{where}.hints: expected a list of at most {max_hints} hints (and no "hint" beside it)</source>
            <translation>{where}.hints：应为一个最多含 {max_hints} 条提示的列表（且旁边不能再有“hint”）</translation>
        </message>
        <message>
            <source>{where}.actions: expected a list of actions</source>
            <translation>{where}.actions：应为一个动作列表</translation>
        </message>
        <message>
            <source>{where}.widget: expected one of {choices}</source>
            <translation>{where}.widget：应为 {choices} 之一</translation>
        </message>
        <message>
            <source>format: expected "{tag}"</source>
            <translation>format：应为“{tag}”</translation>
        </message>
        <message>
            <source>version: expected a whole number</source>
            <translation>version：应为整数</translation>
        </message>
        <message>
            <source>version: {version} is newer than this app reads ({format_version})</source>
            <translation>version：{version} 比本程序能读取的版本（{format_version}）更新</translation>
        </message>
        <message>
            <source>id: expected lower-case letters, digits and dashes</source>
            <translation>id：应为小写字母、数字和连字符</translation>
        </message>
        <message>
            <source>id: "{lesson_id}" must match the file name "{expected_id}{suffix}"</source>
            <translation>id：“{lesson_id}”必须与文件名“{expected_id}{suffix}”一致</translation>
        </message>
        <message>
            <source>steps: expected a non-empty list of steps</source>
            <translation>steps：应为一个非空的步骤列表</translation>
        </message>
        <message>
            <source>steps: {count} steps, the limit is {max_steps}</source>
            <translation>steps：{count} 个步骤，上限是 {max_steps}</translation>
        </message>
        <message>
            <source>lesson file</source>
            <translation>课程文件</translation>
        </message>
        <message>
            <source>{name}: shown in English, its translation has a problem: {error}</source>
            <translation>{name}：以英语显示，它的翻译有问题：{error}</translation>
        </message>
        <message>
            <source>{name}: could not be read ({reason}); check the file against docs/lesson-format.md</source>
            <translation>{name}：无法读取（{reason}）；请对照 docs/lesson-format.md 检查这个文件</translation>
        </message>
        <message>
            <source>{name}: cannot list the lessons ({error})</source>
            <translation>{name}：无法列出课程（{error}）</translation>
        </message>
        <message>
            <source>{name}: a lesson with the id "{id}" is already loaded</source>
            <translation>{name}：id 为“{id}”的课已经加载</translation>
        </message>
    </context>
    <context>
        <name>lesson_actions</name>
        <message>
            <source>{where}: expected an object</source>
            <translation>{where}：应为一个对象</translation>
        </message>
        <message>
            <source>{where}: unknown field "{key}" (expected {choices})</source>
            <translation>{where}：未知的字段“{key}”（应为 {choices}）</translation>
        </message>
        <message>
            <source>{where}: says nothing to set</source>
            <translation>{where}：没有说明要设置什么</translation>
        </message>
        <message>
            <source>{where}.{key}: expected true or false</source>
            <translation>{where}.{key}：应为 true 或 false</translation>
        </message>
        <message>
            <source>{where}.{key}: expected one of {choices}</source>
            <translation>{where}.{key}：应为 {choices} 之一</translation>
        </message>
        <message>
            <source>{where}.token_order: expected a list of token labels</source>
            <translation>{where}.token_order：应为一个词元标签的列表</translation>
        </message>
        <message>
            <source>{where}.add_tokens: expected a list of non-empty token labels</source>
            <translation>{where}.add_tokens：应为一个非空词元标签的列表</translation>
        </message>
        <message>
            <source>{where}.cells: expected a non-empty list of cells</source>
            <translation>{where}.cells：应为一个非空的格子列表</translation>
        </message>
        <message>
            <source>{where}.value: expected a number</source>
            <translation>{where}.value：应为一个数</translation>
        </message>
        <message>
            <source>{where}.value: must be a finite number within ±{limit}</source>
            <translation>{where}.value：必须是 ±{limit} 以内的有限数</translation>
        </message>
        <message>
            <source>{where}.tokens: expected a list of vocabulary labels</source>
            <translation>{where}.tokens：应为一个词表标签的列表</translation>
        </message>
        <message>
            <source>{where}.heads_off: expected a list of [layer, head] pairs counted from 0</source>
            <translation>{where}.heads_off：应为一个从 0 数起的 [layer, head] 对的列表</translation>
        </message>
        <message>
            <source>{where}.kv_heads: expected {{"layer": counted from 0, "groups": 1 to 16}}</source>
            <translation>{where}.kv_heads：应为 {{"layer": 从 0 数起, "groups": 1 到 16}}</translation>
        </message>
        <message>
            <source>{where}: an action is an object with exactly one field</source>
            <translation>{where}：一个动作是一个恰好只有一个字段的对象</translation>
        </message>
        <message>
            <source>{where}: unknown action "{kind}" (expected {choices})</source>
            <translation>{where}：未知的动作“{kind}”（应为 {choices}）</translation>
        </message>
        <message>
            <source>{where}.load_preset: no preset {name!r}; known: {choices}</source>
            <translation>{where}.load_preset：没有示例 {name!r}；已知的有：{choices}</translation>
        </message>
        <message>
            <source>{where}.load_model: no trained model {name!r}; known: {choices}</source>
            <translation>{where}.load_model：没有训练好的模型 {name!r}；已知的有：{choices}</translation>
        </message>
        <message>
            <source>{where}.select_head: expected a head number counted from 0</source>
            <translation>{where}.select_head：应为一个从 0 数起的头编号</translation>
        </message>
        <message>
            <source>{where}.select_layer: expected a layer number counted from 0</source>
            <translation>{where}.select_layer：应为一个从 0 数起的层编号</translation>
        </message>
        <message>
            <source>{where}.highlight: expected a list of panel names such as "heatmap.weights"</source>
            <translation>{where}.highlight：应为一个面板名称的列表，例如“heatmap.weights”</translation>
        </message>
        <message>
            <source>token_order: "{label}" is not a token left to place</source>
            <translation>token_order：“{label}”不是一个剩下待放置的词元</translation>
        </message>
        <message>
            <source>token_order: "{token}" is missing from the order</source>
            <translation>token_order：顺序中缺少“{token}”</translation>
        </message>
        <message>
            <source>cells: cannot set {matrix}[{row}][{column}] ({error})</source>
            <translation>cells：无法设置 {matrix}[{row}][{column}]（{error}）</translation>
        </message>
        <message>
            <source>{field}: there is no layer {index}: the session has {n_layers}</source>
            <translation>{field}：没有第 {index} 层：会话有 {n_layers} 层</translation>
        </message>
        <message>
            <source>heads_off: layer {layer} has no head {head}</source>
            <translation>heads_off：第 {layer} 层没有头 {head}</translation>
        </message>
    </context>
    <context>
        <name>lesson_boxes</name>
        <message>
            <source>Predict, then reveal</source>
            <translation>先预测，再揭晓</translation>
        </message>
        <message>
            <source>your guess, e.g. 0.5, 50% or 1/2</source>
            <translation>你的猜测，例如 0.5、50% 或 1/2</translation>
        </message>
        <message>
            <source>Your prediction</source>
            <translation>你的预测</translation>
        </message>
        <message>
            <source>Check</source>
            <translation>检查</translation>
        </message>
        <message>
            <source>Check your guess without giving the answer away; you may try again</source>
            <translation>检查你的猜测而不泄露答案；你可以再试</translation>
        </message>
        <message>
            <source>Reveal</source>
            <translation>揭晓</translation>
        </message>
        <message>
            <source>Show the answer, worked out on the numbers on show, and how close your guess was</source>
            <translation>显示答案（用当前显示的数算出）以及你的猜测有多接近</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>轮到你了</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>提示</translation>
        </message>
        <message>
            <source>Show a hint for this task, under the task</source>
            <translation>在任务下方显示这个任务的一条提示</translation>
        </message>
        <message>
            <source>Show me</source>
            <translation>演示给我看</translation>
        </message>
        <message>
            <source>Make the change for me (Ctrl+Z undoes it)</source>
            <translation>替我做这个修改（Ctrl+Z 可撤销）</translation>
        </message>
        <message>
            <source>Another hint</source>
            <translation>再给一个提示</translation>
        </message>
        <message>
            <source>No more hints</source>
            <translation>没有更多提示了</translation>
        </message>
        <message>
            <source>○ First answer the question above</source>
            <translation>○ 请先回答上面的问题</translation>
        </message>
        <message>
            <source>✓ Done!</source>
            <translation>✓ 完成！</translation>
        </message>
        <message>
            <source>○ Not yet (you solved it before)</source>
            <translation>○ 尚未完成（你以前解决过）</translation>
        </message>
        <message>
            <source>○ Not yet</source>
            <translation>○ 尚未完成</translation>
        </message>
    </context>
    <context>
        <name>lesson_browser</name>
        <message>
            <source>Lessons</source>
            <translation>课程</translation>
        </message>
        <message>
            <source>Choose a lesson with the arrow keys; Enter starts it. Each says if it is done, started or new</source>
            <translation>用方向键选择一课；按 Enter 开始。每一课都标明已完成、已开始还是新的</translation>
        </message>
        <message>
            <source>Start lesson</source>
            <translation>开始本课</translation>
        </message>
        <message>
            <source>Open the chosen lesson at the step where you left it</source>
            <translation>在你上次离开的那一步打开所选的课</translation>
        </message>
        <message>
            <source>Reset its progress</source>
            <translation>重置它的进度</translation>
        </message>
        <message>
            <source>Forget which steps of the chosen lesson you have seen and which tasks you solved</source>
            <translation>忘掉所选课程中你看过哪些步骤、解决了哪些任务</translation>
        </message>
        <message>
            <source>&lt;b&gt;Lessons&lt;/b&gt; — pick one and press Start (or double-click).</source>
            <translation>&lt;b&gt;课程&lt;/b&gt;——选一课，然后按“开始本课”（或双击）。</translation>
        </message>
        <message>
            <source>done</source>
            <translation>已完成</translation>
        </message>
        <message numerus="yes">
            <source>{seen} of %n steps seen</source>
            <translation>
                <numerusform>已看 {seen} / %n 步</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>lesson_checks</name>
        <message>
            <source>a token label or index</source>
            <translation>一个词元标签或序号</translation>
        </message>
        <message>
            <source>a head number counted from 0</source>
            <translation>一个从 0 数起的头编号</translation>
        </message>
        <message>
            <source>a layer number counted from 0</source>
            <translation>一个从 0 数起的层编号</translation>
        </message>
        <message>
            <source>a position counted from 0</source>
            <translation>一个从 0 数起的位置</translation>
        </message>
        <message>
            <source>a vocabulary label</source>
            <translation>一个词表标签</translation>
        </message>
        <message>
            <source>a row number counted from 0</source>
            <translation>一个从 0 数起的行号</translation>
        </message>
        <message>
            <source>a column number counted from 0</source>
            <translation>一个从 0 数起的列号</translation>
        </message>
        <message>
            <source>a matrix key such as "heads.0.W_k", "embeddings" or "W_o"</source>
            <translation>一个矩阵键，例如“heads.0.W_k”“embeddings”或“W_o”</translation>
        </message>
        <message>
            <source>a whole number of tokens from 1</source>
            <translation>一个从 1 起的词元数（整数）</translation>
        </message>
        <message>
            <source>a whole number of heads from 1</source>
            <translation>一个从 1 起的头数（整数）</translation>
        </message>
        <message>
            <source>a whole number of K/V groups from 1</source>
            <translation>一个从 1 起的 K/V 分组整数</translation>
        </message>
        <message>
            <source>a whole width from 1</source>
            <translation>一个从 1 起的整数宽度</translation>
        </message>
        <message>
            <source>a positive number of bytes, at most 1024</source>
            <translation>一个正的字节数，最多 1024</translation>
        </message>
        <message>
            <source>{where}: expected an object with a "quantity", found {found}</source>
            <translation>{where}：应为一个含“quantity”的对象，实际为 {found}</translation>
        </message>
        <message>
            <source>{where}.quantity: expected one of {choices}, found {found}</source>
            <translation>{where}.quantity：应为 {choices} 之一，实际为 {found}</translation>
        </message>
        <message>
            <source>{where}: the quantity "{name}" needs "{key}"</source>
            <translation>{where}：量“{name}”需要“{key}”</translation>
        </message>
        <message>
            <source>{where}.{key}: not a field of the quantity "{name}"</source>
            <translation>{where}.{key}：不是量“{name}”的字段</translation>
        </message>
        <message>
            <source>{where}.{key}: expected {wanted}, found {found}</source>
            <translation>{where}.{key}：应为 {wanted}，实际为 {found}</translation>
        </message>
        <message>
            <source>{where}: give one of {choices}, not {count}</source>
            <translation>{where}：请给出 {choices} 中的一个，而不是 {count} 个</translation>
        </message>
        <message>
            <source>{where}.{field}: not a field of "{form}"</source>
            <translation>{where}.{field}：不是“{form}”的字段</translation>
        </message>
        <message>
            <source>{where}.edited_only: expected a list of matrix keys</source>
            <translation>{where}.edited_only：应为一个矩阵键的列表</translation>
        </message>
        <message>
            <source>{where}.edited_only[{i}]: expected a matrix key such as "heads.0.W_q", found {found}</source>
            <translation>{where}.edited_only[{i}]：应为一个矩阵键，例如“heads.0.W_q”，实际为 {found}</translation>
        </message>
        <message>
            <source>{where}.tolerance: expected a number ≥ 0</source>
            <translation>{where}.tolerance：应为一个 ≥ 0 的数</translation>
        </message>
        <message>
            <source>{where}.rows: expected [first, last], two row numbers from 0 with first ≤ last</source>
            <translation>{where}.rows：应为 [first, last]，两个从 0 开始的行号，且 first ≤ last</translation>
        </message>
        <message>
            <source>{where}: conditions are nested too deeply</source>
            <translation>{where}：条件嵌套太深</translation>
        </message>
        <message>
            <source>{where}: expected a condition object, found {found}</source>
            <translation>{where}：应为一个条件对象，实际为 {found}</translation>
        </message>
        <message>
            <source>{where}: "{combinator}" must be the only field of its object</source>
            <translation>{where}：“{combinator}”必须是其对象中唯一的字段</translation>
        </message>
        <message>
            <source>{where}.{combinator}: expected a non-empty list of conditions</source>
            <translation>{where}.{combinator}：应为一个非空的条件列表</translation>
        </message>
        <message>
            <source>{where}: "not" must be the only field of its object</source>
            <translation>{where}：“not”必须是其对象中唯一的字段</translation>
        </message>
        <message>
            <source>{where}.op: expected one of {choices}, found {found}</source>
            <translation>{where}.op：应为 {choices} 之一，实际为 {found}</translation>
        </message>
        <message>
            <source>{where}.value: expected a number, found {found}</source>
            <translation>{where}.value：应为一个数，实际为 {found}</translation>
        </message>
        <message>
            <source>{where}.op: "{name}" can only be compared with == or !=</source>
            <translation>{where}.op：“{name}”只能用 == 或 != 比较</translation>
        </message>
        <message>
            <source>{where}: a comparison needs "quantity", "op", and "value" or "value_of" (one of them)</source>
            <translation>{where}：比较需要“quantity”“op”，以及“value”或“value_of”（二者之一）</translation>
        </message>
        <message>
            <source>{where}.value_of: "{other}" cannot be compared with "{name}"</source>
            <translation>{where}.value_of：“{other}”不能与“{name}”比较</translation>
        </message>
        <message>
            <source>{where}.value: expected a vocabulary label, found {found}</source>
            <translation>{where}.value：应为一个词表标签，实际为 {found}</translation>
        </message>
        <message>
            <source>{where}.value: expected {wanted}, found {found}</source>
            <translation>{where}.value：应为 {wanted}，实际为 {found}</translation>
        </message>
        <message>
            <source>{where}.value: expected a list of token labels, found {found}</source>
            <translation>{where}.value：应为一个词元标签的列表，实际为 {found}</translation>
        </message>
    </context>
    <context>
        <name>lesson_conditions</name>
        <message>
            <source>there is no {what} {ref}: the session has {count}</source>
            <translation>没有{what} {ref}：会话有 {count} 个</translation>
        </message>
        <message>
            <source>there is no {what} "{ref}" in this session</source>
            <translation>这个会话中没有{what}“{ref}”</translation>
        </message>
        <message>
            <source>there is no head {head}: the session has {n_heads}</source>
            <translation>没有头 {head}：会话有 {n_heads} 个头</translation>
        </message>
        <message>
            <source>{what} has no column {column}: it is {width} wide</source>
            <translation>{what}没有第 {column} 列：它的宽度是 {width}</translation>
        </message>
        <message>
            <source>there is no residual: {reason}</source>
            <translation>没有残差：{reason}</translation>
        </message>
        <message>
            <source>this session has no matrix "{matrix}"</source>
            <translation>这个会话没有矩阵“{matrix}”</translation>
        </message>
        <message>
            <source>{matrix} has no row {row}</source>
            <translation>{matrix} 没有第 {row} 行</translation>
        </message>
        <message>
            <source>unknown quantity "{name}"</source>
            <translation>未知的量“{name}”</translation>
        </message>
        <message>
            <source>the quantity "{quantity}" is not a number</source>
            <translation>量“{quantity}”不是一个数</translation>
        </message>
    </context>
    <context>
        <name>lesson_docks</name>
        <message>
            <source>Lessons</source>
            <translation>课程</translation>
        </message>
        <message>
            <source>Mistakes lab</source>
            <translation>错误实验室</translation>
        </message>
        <message>
            <source>Scale and softmax explorer</source>
            <translation>缩放与 softmax 探索器</translation>
        </message>
        <message>
            <source>Reset all lesson progress…</source>
            <translation>重置全部课程进度…</translation>
        </message>
        <message>
            <source>&amp;Lessons</source>
            <translation>课程(&amp;L)</translation>
        </message>
        <message>
            <source>Reset lesson progress</source>
            <translation>重置课程进度</translation>
        </message>
        <message>
            <source>Forget which lesson steps you have seen and which tasks you solved?</source>
            <translation>要忘掉你看过哪些课程步骤、解决了哪些任务吗？</translation>
        </message>
        <message>
            <source>The lesson's question is still open, so its numbers stay hidden until you answer it or press Reveal. {key} shows the lesson again.</source>
            <translation>课程的问题还没有回答，所以它的数在你回答或点击“揭晓”之前一直隐藏。按 {key} 可再次显示课程。</translation>
        </message>
    </context>
    <context>
        <name>lesson_markup</name>
        <message>
            <source>comments are not allowed in lesson text</source>
            <translation>课程文本中不允许使用注释</translation>
        </message>
        <message>
            <source>declarations such as {shown} are not allowed in lesson text</source>
            <translation>课程文本中不允许使用 {shown} 这样的声明</translation>
        </message>
        <message>
            <source>processing instructions such as {shown} are not allowed in lesson text</source>
            <translation>课程文本中不允许使用 {shown} 这样的处理指令</translation>
        </message>
        <message>
            <source>“{shown}” looks like a tag but is not one; write &amp;lt; for a “&lt;” sign</source>
            <translation>“{shown}”看起来像标签但并不是；“&lt;”号请写成 &amp;lt;</translation>
        </message>
        <message>
            <source>the tag &lt;{name}&gt; is not allowed (only {allowed})</source>
            <translation>不允许使用标签 &lt;{name}&gt;（只允许 {allowed}）</translation>
        </message>
        <message>
            <source>the tag &lt;{name}&gt; is not closed with “&gt;”</source>
            <translation>标签 &lt;{name}&gt; 没有用“&gt;”结束</translation>
        </message>
        <message>
            <source>&lt;{name}&gt; may not have attributes ({attribute}=…)</source>
            <translation>&lt;{name}&gt; 不能带属性（{attribute}=…）</translation>
        </message>
        <message>
            <source>write the tag {shown} plainly, as &lt;{name}&gt; or &lt;/{name}&gt;</source>
            <translation>请把标签 {shown} 写得规范一些，写成 &lt;{name}&gt; 或 &lt;/{name}&gt;</translation>
        </message>
    </context>
    <context>
        <name>lesson_messages</name>
        <message>
            <source>Step {number} of {count}</source>
            <translation>第 {number} 步，共 {count} 步</translation>
        </message>
        <message>
            <source>This step does not fit the example on show ({reason}). Press “Set up this step” to start it afresh.</source>
            <translation>这一步与当前显示的示例不符（{reason}）。按“布置本步”重新开始这一步。</translation>
        </message>
        <message>
            <source>Your session was kept. Press “Set up this step” to open “{name}”.</source>
            <translation>你的会话已保留。按“布置本步”打开“{name}”。</translation>
        </message>
        <message>
            <source>Lesson: {title}</source>
            <translation>课程：{title}</translation>
        </message>
    </context>
    <context>
        <name>lesson_model_quantities</name>
        <message>
            <source>there is no layer {index}: the session has {n_layers}</source>
            <translation>没有第 {index} 层：会话有 {n_layers} 层</translation>
        </message>
        <message>
            <source>this session predicts no next token (it has no unembedding W_U)</source>
            <translation>这个会话不预测下一个词元（它没有反嵌入矩阵 W_U）</translation>
        </message>
        <message>
            <source>there is no position {position}: the session has {n_tokens}</source>
            <translation>没有位置 {position}：会话有 {n_tokens} 个词元</translation>
        </message>
        <message>
            <source>the vocabulary has no "{label}"</source>
            <translation>词表中没有“{label}”</translation>
        </message>
        <message>
            <source>no position from {first} has a next token to predict</source>
            <translation>从 {first} 起没有哪个位置有要预测的下一个词元</translation>
        </message>
    </context>
    <context>
        <name>lesson_panel</name>
        <message>
            <source>◂ All lessons</source>
            <translation>◂ 全部课程</translation>
        </message>
        <message>
            <source>All lessons</source>
            <translation>全部课程</translation>
        </message>
        <message>
            <source>Back to the list of lessons</source>
            <translation>回到课程列表</translation>
        </message>
        <message>
            <source>Set up this step</source>
            <translation>布置本步</translation>
        </message>
        <message>
            <source>Bring the example back to the state this step starts from</source>
            <translation>把示例恢复到这一步开始时的状态</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>上一步</translation>
        </message>
        <message>
            <source>Read the step before again</source>
            <translation>再读一遍上一步</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>下一步</translation>
        </message>
        <message>
            <source>Glossary</source>
            <translation>术语表</translation>
        </message>
        <message>
            <source>The key terms, each with where to see it</source>
            <translation>关键术语，每个都注明在哪里能看到</translation>
        </message>
        <message>
            <source>The lesson step's text (the arrow keys scroll it)</source>
            <translation>课程这一步的文本（方向键可滚动）</translation>
        </message>
        <message>
            <source>The step's title and text, then its question or task</source>
            <translation>这一步的标题和文本，然后是它的问题或任务</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>完成</translation>
        </message>
        <message>
            <source>Finish the lesson and go back to the list</source>
            <translation>完成本课并回到列表</translation>
        </message>
        <message>
            <source>Go on to the next step</source>
            <translation>继续下一步</translation>
        </message>
        <message>
            <source>Lesson: show me</source>
            <translation>课程：演示给我看</translation>
        </message>
    </context>
    <context>
        <name>lesson_predict</name>
        <message>
            <source>A weight is never negative: the softmax turns every score, even a very low one, into a small positive share.</source>
            <translation>权重从不为负：softmax 把每个分数，哪怕是很低的分数，都变成一小份正的份额。</translation>
        </message>
        <message>
            <source>A weight is at most 1: each query shares out 1 among the keys it sees.</source>
            <translation>权重最多为 1：每个查询把 1 分给它能看到的键。</translation>
        </message>
        <message>
            <source>{where}: missing "{key}"</source>
            <translation>{where}：缺少“{key}”</translation>
        </message>
        <message>
            <source>{where}.{key}: expected non-empty text</source>
            <translation>{where}.{key}：应为非空文本</translation>
        </message>
        <message>
            <source>{where}.{key}: {count} characters, the limit is {max_text}</source>
            <translation>{where}.{key}：{count} 个字符，上限是 {max_text}</translation>
        </message>
        <message>
            <source>the answer is not a finite number for this example</source>
            <translation>在这个示例中答案不是有限的数</translation>
        </message>
        <message>
            <source>too high</source>
            <translation>太高</translation>
        </message>
        <message>
            <source>too low</source>
            <translation>太低</translation>
        </message>
        <message>
            <source>{where}: a prediction needs a number</source>
            <translation>{where}：预测需要一个数</translation>
        </message>
        <message>
            <source>{where}.{key}: expected a finite number ≥ 0, found {found}</source>
            <translation>{where}.{key}：应为一个 ≥ 0 的有限数，实际为 {found}</translation>
        </message>
        <message>
            <source>{where}.veil: expected a list of matrix names</source>
            <translation>{where}.veil：应为一个矩阵名称的列表</translation>
        </message>
        <message>
            <source>{where}.veil[{i}]: expected a matrix name such as "weights", "scaled" or "output", found {found}</source>
            <translation>{where}.veil[{i}]：应为一个矩阵名称，例如“weights”“scaled”或“output”，实际为 {found}</translation>
        </message>
        <message>
            <source>{where}: give either "answer" or "answer_expr"</source>
            <translation>{where}：请给出“answer”或“answer_expr”中的一个</translation>
        </message>
        <message>
            <source>{where}.answer: expected a number, found {found}</source>
            <translation>{where}.answer：应为一个数，实际为 {found}</translation>
        </message>
        <message>
            <source>{where}.mistakes: expected a list of at most {max_mistakes} mistakes</source>
            <translation>{where}.mistakes：应为一个最多含 {max_mistakes} 个错误的列表</translation>
        </message>
        <message>
            <source>{where}.{key}: expected a list of set actions</source>
            <translation>{where}.{key}：应为一个 set 动作的列表</translation>
        </message>
        <message>
            <source>{where}: missing "answer_expr"</source>
            <translation>{where}：缺少“answer_expr”</translation>
        </message>
        <message>
            <source>{where}.unit: expected a short text</source>
            <translation>{where}.unit：应为一小段文本</translation>
        </message>
    </context>
    <context>
        <name>lesson_progress</name>
        <message>
            <source>progress file</source>
            <translation>进度文件</translation>
        </message>
        <message>
            <source>not a lesson progress file</source>
            <translation>不是课程进度文件</translation>
        </message>
        <message>
            <source>{name}: could not be read ({reason}) nor moved aside ({error}); lesson progress is not saved this run, so that the file stays as it is</source>
            <translation>{name}：无法读取（{reason}），也无法移到一边（{error}）；本次运行不保存课程进度，以便让文件保持原样</translation>
        </message>
        <message>
            <source>{name}: could not be read ({reason}); it was kept as {kept} and lessons start with no progress</source>
            <translation>{name}：无法读取（{reason}）；它已保留为 {kept}，课程从零进度开始</translation>
        </message>
        <message>
            <source>{name}: progress not saved ({error})</source>
            <translation>{name}：进度未保存（{error}）</translation>
        </message>
    </context>
    <context>
        <name>lesson_slips</name>
        <message>
            <source>That is the number as it is now, before the change the question asks about.</source>
            <translation>这是现在的数，即问题所说的改动之前的数。</translation>
        </message>
        <message>
            <source>That is the correct computation; the question asks what the slip gives.</source>
            <translation>这是正确计算的结果；问题问的是这个错误会得出什么。</translation>
        </message>
        <message>
            <source>That is the scaled score, before the softmax turns it into a weight.</source>
            <translation>这是缩放后的分数，还没有经过 softmax 变成权重。</translation>
        </message>
        <message>
            <source>That is the raw score q·k, before the scaling and the softmax.</source>
            <translation>这是原始分数 q·k，还没有缩放，也没有经过 softmax。</translation>
        </message>
        <message>
            <source>That is the weight without dividing the scores by √d_k first.</source>
            <translation>这是没有先把分数除以 √d_k 得到的权重。</translation>
        </message>
        <message>
            <source>That is the weight without the mask (or with the mask after the softmax): the hidden keys still take their share of the row.</source>
            <translation>这是不加掩码（或在 softmax 之后才加掩码）得到的权重：被遮住的键仍然分走了这一行的一部分。</translation>
        </message>
        <message>
            <source>That is a softmax down the column; each query's row is what sums to 1.</source>
            <translation>这是沿着列做的 softmax；和为 1 的应该是每个查询的那一行。</translation>
        </message>
        <message>
            <source>That is e^(scaled score), before dividing by the total of the row.</source>
            <translation>这是 e^(缩放后的分数)，还没有除以这一行的总和。</translation>
        </message>
        <message>
            <source>That is the raw score q·k, before dividing by √d_k.</source>
            <translation>这是原始分数 q·k，还没有除以 √d_k。</translation>
        </message>
        <message>
            <source>That multiplies the score by √d_k; the scaling divides by it.</source>
            <translation>这是把分数乘以 √d_k；缩放是除以 √d_k。</translation>
        </message>
        <message>
            <source>That divides by d_k itself; the scale is its square root, √d_k.</source>
            <translation>这是除以 d_k 本身；缩放用的是它的平方根 √d_k。</translation>
        </message>
        <message>
            <source>That is already divided by √d_k; the raw score is q·k itself.</source>
            <translation>这已经除过 √d_k 了；原始分数就是 q·k 本身。</translation>
        </message>
        <message>
            <source>That is the weight of {key} on {query}: the wrong way round. A row is a query, a column a key.</source>
            <translation>这是 {key} 放在 {query} 上的权重：方向反了。一行是一个查询，一列是一个键。</translation>
        </message>
        <message>
            <source>That is the score of {key} with {query}: the wrong way round. A row is a query, a column a key.</source>
            <translation>这是 {key} 与 {query} 的分数：方向反了。一行是一个查询，一列是一个键。</translation>
        </message>
        <message>
            <source>That is the weight of {query} on {other}, not on {key}.</source>
            <translation>这是 {query} 放在 {other} 上的权重，不是放在 {key} 上的。</translation>
        </message>
        <message>
            <source>That is the weight of {other} on {key}, not of {query}.</source>
            <translation>这是 {other} 放在 {key} 上的权重，不是 {query} 的。</translation>
        </message>
        <message>
            <source>That is the score of {query} with {other}, not with {key}.</source>
            <translation>这是 {query} 与 {other} 的分数，不是与 {key} 的。</translation>
        </message>
        <message>
            <source>That is the score of {other} with {key}, not of {query}.</source>
            <translation>这是 {other} 与 {key} 的分数，不是 {query} 的。</translation>
        </message>
        <message>
            <source>That is the row of {other}, not of {query}.</source>
            <translation>这是 {other} 的那一行，不是 {query} 的。</translation>
        </message>
        <message>
            <source>That is the column of {other}, not of {key}.</source>
            <translation>这是 {other} 的那一列，不是 {key} 的。</translation>
        </message>
        <message>
            <source>That is the number of {other} in that column, not of {token}.</source>
            <translation>这是这一列里 {other} 的数，不是 {token} 的。</translation>
        </message>
        <message>
            <source>That is column {other} of {token}, not column {column}.</source>
            <translation>这是 {token} 的 {other} 列，不是 {column} 列。</translation>
        </message>
        <message>
            <source>That is the probability of {other}, not of {label}.</source>
            <translation>这是 {other} 的概率，不是 {label} 的。</translation>
        </message>
        <message>
            <source>That is the same number in head {other}; the question asks about head {head}.</source>
            <translation>这是头 {other} 里的同一个数；问题问的是头 {head}。</translation>
        </message>
        <message>
            <source>That is the same number in layer {other}; the question asks about layer {layer}.</source>
            <translation>这是第 {other} 层里的同一个数；问题问的是第 {layer} 层。</translation>
        </message>
        <message>
            <source>That is 1 minus the answer: the share of everything else.</source>
            <translation>这是 1 减去答案：其余所有部分的份额。</translation>
        </message>
        <message>
            <source>{label} at position {position}</source>
            <translation>位置 {position} 上的 {label}</translation>
        </message>
    </context>
    <context>
        <name>lesson_summary</name>
        <message>
            <source>Well done: you reached the end of this lesson.</source>
            <translation>做得好：你学完了这一课。</translation>
        </message>
        <message>
            <source>exactly</source>
            <translation>完全正确</translation>
        </message>
        <message>
            <source>close enough</source>
            <translation>足够接近</translation>
        </message>
        <message>
            <source>off by {off}</source>
            <translation>相差 {off}</translation>
        </message>
        <message>
            <source>&lt;b&gt;{title}&lt;/b&gt;: you guessed {guess}, the answer was {answer} ({close})</source>
            <translation>&lt;b&gt;{title}&lt;/b&gt;：你猜的是 {guess}，答案是 {answer}（{close}）</translation>
        </message>
        <message>
            <source>; {tries} tries, the last {guess}</source>
            <translation>；试了 {tries} 次，最后一次是 {guess}</translation>
        </message>
        <message>
            <source>&lt;p&gt;Your predictions:&lt;/p&gt;</source>
            <translation>&lt;p&gt;你的预测：&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;No predictions recorded in this lesson yet.&lt;/p&gt;</source>
            <translation>&lt;p&gt;这一课中还没有记录任何预测。&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>lesson_values</name>
        <message>
            <source>a number with too many digits</source>
            <translation>一个位数太多的数</translation>
        </message>
        <message>
            <source>the number {number}</source>
            <translation>数 {number}</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>一个列表</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>一个对象</translation>
        </message>
    </context>
    <context>
        <name>lesson_verdicts</name>
        <message>
            <source>The answer cannot be computed here: {reason}</source>
            <translation>这里无法计算答案：{reason}</translation>
        </message>
        <message>
            <source>You said {guess}:</source>
            <translation>你的回答是 {guess}：</translation>
        </message>
        <message>
            <source>not quite</source>
            <translation>不太对</translation>
        </message>
        <message>
            <source>The answer is &lt;b&gt;{answer}&lt;/b&gt;{unit}.</source>
            <translation>答案是 &lt;b&gt;{answer}&lt;/b&gt;{unit}。</translation>
        </message>
        <message>
            <source>(Next time, type a guess first: predicting is where the learning happens.)</source>
            <translation>（下次请先输入一个猜测：学习正发生在预测之中。）</translation>
        </message>
        <message>
            <source>✓ exactly</source>
            <translation>✓ 完全正确</translation>
        </message>
        <message>
            <source>(off by {off}).</source>
            <translation>（相差 {off}）。</translation>
        </message>
        <message>
            <source>✓ close enough</source>
            <translation>✓ 足够接近</translation>
        </message>
        <message>
            <source>, off by {off}.</source>
            <translation>，相差 {off}。</translation>
        </message>
        <message>
            <source>— {tip} Try again, or Reveal.</source>
            <translation>—— {tip} 再试一次，或者按“揭晓”。</translation>
        </message>
    </context>
    <context>
        <name>main_window</name>
        <message>
            <source>Teaching</source>
            <translation>教学</translation>
        </message>
        <message>
            <source>&amp;Attention</source>
            <translation>注意力(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Reset layout</source>
            <translation>重置布局(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;New from example</source>
            <translation>从示例新建(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>打开(&amp;O)…</translation>
        </message>
        <message>
            <source>Open &amp;recent</source>
            <translation>最近打开(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>保存(&amp;S)</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>另存为(&amp;A)…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>Clear list</source>
            <translation>清空列表</translation>
        </message>
    </context>
    <context>
        <name>matrices</name>
        <message>
            <source>token vectors</source>
            <translation>词元向量</translation>
        </message>
        <message>
            <source>one row per token, one column per feature</source>
            <translation>每个词元一行，每个特征一列</translation>
        </message>
        <message>
            <source>source vectors</source>
            <translation>源句向量</translation>
        </message>
        <message>
            <source>source</source>
            <translation>源句</translation>
        </message>
        <message>
            <source>one row per source token: its keys and values are made from it</source>
            <translation>每个源句词元一行：它的键和值由它生成</translation>
        </message>
        <message>
            <source>positional encoding</source>
            <translation>位置编码</translation>
        </message>
        <message>
            <source>added to X</source>
            <translation>加到 X 上</translation>
        </message>
        <message>
            <source>= X + positional encoding</source>
            <translation>= X + 位置编码</translation>
        </message>
        <message>
            <source>layer norm's gain and bias</source>
            <translation>层归一化的增益和偏置</translation>
        </message>
        <message>
            <source>gain, bias</source>
            <translation>增益、偏置</translation>
        </message>
        <message>
            <source>× gain + bias, one of each per feature</source>
            <translation>× 增益 + 偏置，每个特征各一个</translation>
        </message>
        <message>
            <source>normalised input</source>
            <translation>归一化后的输入</translation>
        </message>
        <message>
            <source>Normalised</source>
            <translation>归一化后</translation>
        </message>
        <message>
            <source>= LayerNorm(Z), what the heads read</source>
            <translation>= LayerNorm(Z)，即各个头读取的东西</translation>
        </message>
        <message>
            <source>makes queries</source>
            <translation>生成查询</translation>
        </message>
        <message>
            <source>makes keys</source>
            <translation>生成键</translation>
        </message>
        <message>
            <source>makes values</source>
            <translation>生成值</translation>
        </message>
        <message>
            <source>mixes the heads</source>
            <translation>混合各个头</translation>
        </message>
        <message>
            <source>mask</source>
            <translation>掩码</translation>
        </message>
        <message>
            <source>Mask</source>
            <translation>掩码</translation>
        </message>
        <message>
            <source>1 = visible, 0 = hidden (its weight is 0)</source>
            <translation>1 = 可见，0 = 被遮住（它的权重为 0）</translation>
        </message>
        <message>
            <source>scores</source>
            <translation>分数</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>分数</translation>
        </message>
        <message>
            <source>scaled scores</source>
            <translation>缩放后的分数</translation>
        </message>
        <message>
            <source>Scaled scores</source>
            <translation>缩放后的分数</translation>
        </message>
        <message>
            <source>= scores / √d_k</source>
            <translation>= 分数 / √d_k</translation>
        </message>
        <message>
            <source>weights</source>
            <translation>权重</translation>
        </message>
        <message>
            <source>Weights</source>
            <translation>权重</translation>
        </message>
        <message>
            <source>= softmax(scores) per row</source>
            <translation>= 每行 softmax(分数)</translation>
        </message>
        <message>
            <source>head output</source>
            <translation>头输出</translation>
        </message>
        <message>
            <source>Head output</source>
            <translation>头输出</translation>
        </message>
        <message>
            <source>= weights·V</source>
            <translation>= 权重·V</translation>
        </message>
        <message>
            <source>head outputs side by side</source>
            <translation>并排的头输出</translation>
        </message>
        <message>
            <source>Heads side by side</source>
            <translation>各头并排</translation>
        </message>
        <message>
            <source>= [head 1 output | head 2 output | …]</source>
            <translation>= [头 1 输出 | 头 2 输出 | …]</translation>
        </message>
        <message>
            <source>attention output</source>
            <translation>注意力输出</translation>
        </message>
        <message>
            <source>Attention output</source>
            <translation>注意力输出</translation>
        </message>
        <message>
            <source>= concat(heads)·W_o</source>
            <translation>= concat(各头)·W_o</translation>
        </message>
        <message>
            <source>= concat(heads)</source>
            <translation>= concat(各头)</translation>
        </message>
        <message>
            <source>residual output</source>
            <translation>残差输出</translation>
        </message>
        <message>
            <source>Residual output</source>
            <translation>残差输出</translation>
        </message>
        <message>
            <source>= Z + attention output</source>
            <translation>= Z + 注意力输出</translation>
        </message>
        <message>
            <source>next-token logits</source>
            <translation>下一个词元的 logits</translation>
        </message>
        <message>
            <source>Logits</source>
            <translation>Logits</translation>
        </message>
        <message>
            <source>= last layer's output·W_U</source>
            <translation>= 最后一层的输出·W_U</translation>
        </message>
        <message>
            <source>next-token probabilities</source>
            <translation>下一个词元的概率</translation>
        </message>
        <message>
            <source>Next-token probabilities</source>
            <translation>下一个词元的概率</translation>
        </message>
        <message>
            <source>= softmax(logits) per row</source>
            <translation>= 每行 softmax(logits)</translation>
        </message>
        <message>
            <source>{matrix} (layer {layer}, head {head})</source>
            <translation>{matrix}（第 {layer} 层，头 {head}）</translation>
        </message>
        <message>
            <source>{matrix} (layer {layer})</source>
            <translation>{matrix}（第 {layer} 层）</translation>
        </message>
        <message>
            <source>{matrix} (head {head})</source>
            <translation>{matrix}（头 {head}）</translation>
        </message>
    </context>
    <context>
        <name>matrix_entry</name>
        <message>
            <source>gain</source>
            <translation>增益</translation>
        </message>
        <message>
            <source>bias</source>
            <translation>偏置</translation>
        </message>
        <message>
            <source>= layer {layer}'s output, computed (not typed)</source>
            <translation>= 第 {layer} 层的输出，计算得到（不是输入的）</translation>
        </message>
    </context>
    <context>
        <name>matrix_exports</name>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV 文件 (*.csv)</translation>
        </message>
        <message>
            <source>LaTeX files (*.tex)</source>
            <translation>LaTeX 文件 (*.tex)</translation>
        </message>
        <message>
            <source>Python files (*.py)</source>
            <translation>Python 文件 (*.py)</translation>
        </message>
        <message>
            <source>Copy as {format}</source>
            <translation>复制为 {format}</translation>
        </message>
        <message>
            <source>Save as {format}…</source>
            <translation>保存为 {format}…</translation>
        </message>
        <message>
            <source>{table} is hidden until you answer the lesson's question: answer it (or press Reveal) to copy or save it.</source>
            <translation>在你回答课程的问题之前，表格 {table} 是隐藏的：先回答（或点击“揭晓”）再复制或保存。</translation>
        </message>
        <message>
            <source>Copied {table} as {format}.</source>
            <translation>已把 {table} 复制为 {format}。</translation>
        </message>
        <message>
            <source>Save {table} as {format}</source>
            <translation>把 {table} 保存为 {format}</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>无法保存</translation>
        </message>
        <message>
            <source>{file}: could not save here ({reason}).</source>
            <translation>{file}：无法保存在这里（{reason}）。</translation>
        </message>
        <message>
            <source>Saved {table} to {file}.</source>
            <translation>已把 {table} 保存到 {file}。</translation>
        </message>
    </context>
    <context>
        <name>matrix_panel</name>
        <message>
            <source>Rename token {number}</source>
            <translation>重命名词元 {number}</translation>
        </message>
        <message>
            <source>Rename source token {number}</source>
            <translation>重命名源句词元 {number}</translation>
        </message>
        <message>
            <source>{name} {formula}{shape}: type a number to change a cell</source>
            <translation>{name} {formula}{shape}：输入一个数即可修改格子</translation>
        </message>
        <message>
            <source>{name} {formula}{shape}: worked out by the app from the inputs</source>
            <translation>{name} {formula}{shape}：由程序根据输入计算得出</translation>
        </message>
    </context>
    <context>
        <name>matrix_rules</name>
        <message>
            <source>{name}: expected a 2-D matrix, found shape {found}</source>
            <translation>{name}：应为二维矩阵，实际形状为 {found}</translation>
        </message>
        <message>
            <source>{name}: expected {rows} rows ({meaning}), found shape {found}</source>
            <translation>{name}：应为 {rows} 行（{meaning}），实际形状为 {found}</translation>
        </message>
        <message>
            <source>{name}: expected {rows} rows, found shape {found}</source>
            <translation>{name}：应为 {rows} 行，实际形状为 {found}</translation>
        </message>
        <message>
            <source>{name}: expected shape {rows} × {columns} ({meaning}), found {found}</source>
            <translation>{name}：形状应为 {rows} × {columns}（{meaning}），实际为 {found}</translation>
        </message>
        <message>
            <source>{name}: expected shape {rows} × {columns}, found {found}</source>
            <translation>{name}：形状应为 {rows} × {columns}，实际为 {found}</translation>
        </message>
        <message>
            <source>{place}: {number} is not a finite number</source>
            <translation>{place}：{number} 不是有限的数</translation>
        </message>
        <message>
            <source>{place}: {number} is too large (the limit is ±{limit})</source>
            <translation>{place}：{number} 太大（上限是 ±{limit}）</translation>
        </message>
        <message>
            <source>{name}: expected {length} numbers ({meaning}), found shape {found}</source>
            <translation>{name}：应为 {length} 个数（{meaning}），实际形状为 {found}</translation>
        </message>
    </context>
    <context>
        <name>matrix_table</name>
        <message>
            <source>These numbers are worked out by the app: change the inputs instead.</source>
            <translation>这些数是程序算出来的：请改为修改输入。</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>复制</translation>
        </message>
        <message>
            <source>Paste</source>
            <translation>粘贴</translation>
        </message>
        <message>
            <source>Clear (set to 0)</source>
            <translation>清除（设为 0）</translation>
        </message>
        <message>
            <source>Rename token</source>
            <translation>重命名词元</translation>
        </message>
        <message>
            <source>New label for row {row}:</source>
            <translation>第 {row} 行的新标签：</translation>
        </message>
    </context>
    <context>
        <name>mistakes_lab</name>
        <message>
            <source>The softmax ran down each column instead of across each row. Now every &lt;i&gt;column&lt;/i&gt; sums to 1 and the rows do not. In the correct weights it is the other way round: the rows sum to 1 and the columns can be anything.</source>
            <translation>softmax 是沿每一列向下、而不是沿每一行计算的。现在每一&lt;i&gt;列&lt;/i&gt;加起来等于 1，而各行不等于。正确的权重恰好相反：各行加起来等于 1，各列可以是任何数。</translation>
        </message>
        <message>
            <source>The softmax ran over every key, hidden ones included, and the hidden weights were set to 0 afterwards. Their share is lost, so a row with a hidden key sums to less than 1 and its output is a shrunken average. The correct way hides keys first (score −∞), so the visible keys share the whole budget.</source>
            <translation>softmax 在所有键（包括被遮住的键）上运行，之后才把被遮住的权重设为 0。它们的份额丢失了，所以带有被遮住的键的行加起来小于 1，它的输出是一个缩水的平均值。正确的做法是先遮住键（分数 −∞），让可见的键分掉全部预算。</translation>
        </message>
        <message>
            <source>The scores were not divided by √d_k. The rows still sum to 1, so the sanity checks &lt;b&gt;pass&lt;/b&gt;: only a comparison with a known answer catches this one. Every row is sharper than it should be, and with wide vectors softmax saturates.</source>
            <translation>分数没有除以 √d_k。各行加起来仍然等于 1，所以合理性检查&lt;b&gt;通过&lt;/b&gt;：只有与已知答案比较才能抓住这个错误。每一行都比应有的更尖锐，向量很宽时 softmax 会饱和。</translation>
        </message>
        <message>
            <source>Mistake to show</source>
            <translation>要展示的错误</translation>
        </message>
        <message>
            <source>Which common slip to compare with the correct weights</source>
            <translation>拿哪种常见失误与正确的权重比较</translation>
        </message>
        <message>
            <source>correct</source>
            <translation>正确</translation>
        </message>
        <message>
            <source>Weights correct: rows are queries, columns keys</source>
            <translation>正确的权重：行是查询，列是键</translation>
        </message>
        <message>
            <source>with the mistake</source>
            <translation>有错误</translation>
        </message>
        <message>
            <source>Weights with the mistake: rows are queries, columns keys</source>
            <translation>有错误的权重：行是查询，列是键</translation>
        </message>
        <message>
            <source>key</source>
            <translation>键</translation>
        </message>
        <message>
            <source>query</source>
            <translation>查询</translation>
        </message>
        <message>
            <source>Switch the causal mask on</source>
            <translation>打开因果掩码</translation>
        </message>
        <message>
            <source>Hide the later keys, so that masking after the softmax has something to get wrong (Ctrl+Z undoes it)</source>
            <translation>遮住后面的键，让“在 softmax 之后加掩码”有东西可以出错（Ctrl+Z 可撤销）</translation>
        </message>
        <message>
            <source>&lt;b&gt;Sanity checks on the weights with the mistake&lt;/b&gt;</source>
            <translation>&lt;b&gt;对有错误的权重做合理性检查&lt;/b&gt;</translation>
        </message>
        <message>
            <source>The mistake, its weights and its checks</source>
            <translation>这个错误、它的权重和它的检查</translation>
        </message>
        <message>
            <source>The correct weights beside the weights with the mistake, their row and column sums, and the sanity checks on the wrong ones</source>
            <translation>正确的权重与有错误的权重并排显示，附上它们的行和与列和，以及对错误权重的合理性检查</translation>
        </message>
        <message>
            <source>rows sum to: {rows}&lt;br&gt;columns sum to: {columns}</source>
            <translation>行之和：{rows}&lt;br&gt;列之和：{columns}</translation>
        </message>
        <message>
            <source>&lt;i&gt;Nothing is masked in this example, so the mistake changes nothing here: switch the causal mask on to see it.&lt;/i&gt;</source>
            <translation>&lt;i&gt;这个示例中没有任何东西被遮住，所以这个错误在这里什么也不改变：打开因果掩码才能看到它。&lt;/i&gt;</translation>
        </message>
        <message>
            <source>Largest weight per row: correct {correct}; without √d_k {wrong}.</source>
            <translation>每行的最大权重：正确 {correct}；不除以 √d_k 时 {wrong}。</translation>
        </message>
        <message>
            <source>Here the first column of the correct weights adds up to {terms} = &lt;b&gt;{total}&lt;/b&gt; (exactly {exact}).</source>
            <translation>这里正确权重的第一列加起来是 {terms} = &lt;b&gt;{total}&lt;/b&gt;（精确值为 {exact}）。</translation>
        </message>
    </context>
    <context>
        <name>numbers_text</name>
        <message>
            <source>not a number</source>
            <translation>不是一个数</translation>
        </message>
        <message>
            <source>, </source>
            <comment>what parts the numbers of a list</comment>
            <translation>、</translation>
        </message>
        <message numerus="yes">
            <source>… %n more key(s)</source>
            <translation>
                <numerusform>… 还有 %n 个键</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… %n more term(s)</source>
            <translation>
                <numerusform>… 还有 %n 个术语</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… %n more</source>
            <translation>
                <numerusform>… 还有 %n 个</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>panel_catalogue</name>
        <message>
            <source>No W_o: the heads' outputs are only placed side by side. Switch W_o on in the toolbar.</source>
            <translation>没有 W_o：各头的输出只是并排放置。请在工具栏上打开 W_o。</translation>
        </message>
        <message>
            <source>No residual: {reason}.</source>
            <translation>没有残差：{reason}。</translation>
        </message>
        <message>
            <source>{input}, the input of layer {layer}, is layer {before}'s output, worked out by the app: it cannot be typed. To change it, edit layer {before}'s W's and W_o here, or choose layer 1 and edit X.</source>
            <translation>{input} 是第 {layer} 层的输入，即第 {before} 层的输出，由程序计算得出：不能输入。要改变它，请在这里修改第 {before} 层的 W 和 W_o，或者选择第 1 层并修改 X。</translation>
        </message>
        <message>
            <source>Each row is its token's entry of the vocabulary (a row of W_E): editing it changes every occurrence of that token.</source>
            <translation>每一行是这个词元在词表中的条目（W_E 的一行）：修改它会改变这个词元的每一次出现。</translation>
        </message>
        <message>
            <source>{name} of K/V group {group}: an edit here changes {heads}.</source>
            <translation>K/V 分组 {group} 的 {name}：在这里修改会改变{heads}。</translation>
        </message>
    </context>
    <context>
        <name>pin_cells</name>
        <message>
            <source>{number}, up {change} since the pin (was {old})</source>
            <translation>{number}，自固定以来增加了 {change}（原为 {old}）</translation>
        </message>
        <message>
            <source>{number}, down {change} since the pin (was {old})</source>
            <translation>{number}，自固定以来减少了 {change}（原为 {old}）</translation>
        </message>
        <message>
            <source>{number}
the same as at the pin</source>
            <translation>{number}
与固定时相同</translation>
        </message>
        <message>
            <source>{number}
at the pin: {old}
change: {change}</source>
            <translation>{number}
固定时：{old}
变化：{change}</translation>
        </message>
    </context>
    <context>
        <name>pin_compare</name>
        <message>
            <source>Head {head} did not exist at the pin: nothing to compare.</source>
            <translation>固定时还没有头 {head}：无从比较。</translation>
        </message>
        <message>
            <source>{matrix} did not exist at the pin: nothing to compare.</source>
            <translation>固定时还没有 {matrix}：无从比较。</translation>
        </message>
        <message>
            <source>{matrix} was {before} at the pin and is {now} now: sizes differ, so it is not compared.</source>
            <translation>{matrix} 固定时是 {before}，现在是 {now}：大小不同，所以不比较。</translation>
        </message>
        <message>
            <source>The tokens changed since the pin: rows are compared by position.</source>
            <translation>自固定以来词元变了：各行按位置比较。</translation>
        </message>
        <message>
            <source>The tokens moved since the pin: each is compared with itself.</source>
            <translation>自固定以来词元移动了：每个词元与它自己比较。</translation>
        </message>
    </context>
    <context>
        <name>pin_controls</name>
        <message>
            <source>Pin</source>
            <translation>固定</translation>
        </message>
        <message>
            <source>Pin: keep the numbers as they are now; every matrix then shows what your next edits change (old number under the new one, ▲ up, ▼ down). {key} again unpins.</source>
            <translation>固定：把这些数保持为现在的样子；之后每个矩阵都会显示你接下来的修改改变了什么（旧数在新数下方，▲ 增加，▼ 减少）。再按 {key} 取消固定。</translation>
        </message>
        <message>
            <source>Pin the numbers to compare with</source>
            <translation>固定这些数，用于比较</translation>
        </message>
        <message>
            <source>Pinned</source>
            <translation>已固定</translation>
        </message>
        <message>
            <source>Pinned: changed numbers now show their old value under them, and the old bars are drawn dashed. {key} unpins.</source>
            <translation>已固定：改变了的数现在会在下方显示旧值，旧的柱子画成虚线。按 {key} 取消固定。</translation>
        </message>
    </context>
    <context>
        <name>pipeline_view</name>
        <message>
            <source>The computation, stage after stage</source>
            <translation>计算过程，一个阶段接一个阶段</translation>
        </message>
        <message>
            <source>Show the weights as a table of numbers</source>
            <translation>把权重显示为一张数字表</translation>
        </message>
        <message>
            <source>Weights as numbers</source>
            <translation>以数字显示权重</translation>
        </message>
    </context>
    <context>
        <name>plot_focus</name>
        <message>
            <source>no numbers on show</source>
            <translation>没有显示数字</translation>
        </message>
    </context>
    <context>
        <name>positional</name>
        <message>
            <source>"learned" positions need their matrix W_pos</source>
            <translation>“learned”位置需要它们的矩阵 W_pos</translation>
        </message>
        <message>
            <source>W_pos has {positions} positions, fewer than the {tokens} tokens</source>
            <translation>W_pos 有 {positions} 个位置，少于 {tokens} 个词元</translation>
        </message>
    </context>
    <context>
        <name>prediction_text</name>
        <message>
            <source>type a number first</source>
            <translation>请先输入一个数</translation>
        </message>
        <message>
            <source>“{text}” is not a number I can read (try 0.95, 95% or 1/3)</source>
            <translation>“{text}”不是我能读懂的数（试试 0.95、95% 或 1/3）</translation>
        </message>
        <message>
            <source>that is not a finite number</source>
            <translation>那不是有限的数</translation>
        </message>
    </context>
    <context>
        <name>predictions_view</name>
        <message>
            <source>1st next token: {token}, probability {probability}</source>
            <translation>下一个词元的第 1 候选：{token}，概率 {probability}</translation>
        </message>
        <message>
            <source>2nd next token: {token}, probability {probability}</source>
            <translation>下一个词元的第 2 候选：{token}，概率 {probability}</translation>
        </message>
        <message>
            <source>3rd next token: {token}, probability {probability}</source>
            <translation>下一个词元的第 3 候选：{token}，概率 {probability}</translation>
        </message>
        <message>
            <source>4th next token: {token}, probability {probability}</source>
            <translation>下一个词元的第 4 候选：{token}，概率 {probability}</translation>
        </message>
        <message>
            <source>5th next token: {token}, probability {probability}</source>
            <translation>下一个词元的第 5 候选：{token}，概率 {probability}</translation>
        </message>
        <message>
            <source>Next-token predictions (computed)</source>
            <translation>下一个词元的预测（计算得出）</translation>
        </message>
        <message>
            <source>For each position, the likeliest next tokens and their probabilities</source>
            <translation>每个位置最可能的下一个词元及其概率</translation>
        </message>
    </context>
    <context>
        <name>preferences</name>
        <message>
            <source>Follow the system</source>
            <translation>跟随系统</translation>
        </message>
        <message>
            <source>Follow the system ({language})</source>
            <translation>跟随系统（{language}）</translation>
        </message>
        <message>
            <source>Use these choices and close</source>
            <translation>使用这些选择并关闭</translation>
        </message>
        <message>
            <source>Use these choices and keep the dialog open</source>
            <translation>使用这些选择并保持对话框打开</translation>
        </message>
        <message>
            <source>Close without using the choices made here</source>
            <translation>关闭，不使用在这里做的选择</translation>
        </message>
        <message>
            <source>Put the defaults in the fields (nothing is used until OK or Apply)</source>
            <translation>把默认值填入各字段（在按“确定”或“应用”之前不会生效）</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>首选项</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>主题</translation>
        </message>
        <message>
            <source>The window's colours; high contrast for a projector</source>
            <translation>窗口的颜色；投影仪请用高对比度</translation>
        </message>
        <message>
            <source>Zoom in percent</source>
            <translation>缩放百分比</translation>
        </message>
        <message>
            <source>How large the window's text and numbers are</source>
            <translation>窗口中文字和数字的大小</translation>
        </message>
        <message>
            <source>Colour map of the weights</source>
            <translation>权重的色图</translation>
        </message>
        <message>
            <source>The colours of the weights heatmap, from 0 to 1</source>
            <translation>权重热力图的颜色，从 0 到 1</translation>
        </message>
        <message>
            <source>Colour map of the scores</source>
            <translation>分数的色图</translation>
        </message>
        <message>
            <source>The colours of the scores heatmap, negative to positive</source>
            <translation>分数热力图的颜色，从负到正</translation>
        </message>
        <message>
            <source>Decimals shown</source>
            <translation>显示的小数位数</translation>
        </message>
        <message>
            <source>How many digits every number shows</source>
            <translation>每个数显示多少位</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>语言</translation>
        </message>
        <message>
            <source>The language of the window and the lessons, from the next start</source>
            <translation>窗口和课程使用的语言，下次启动时生效</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>语言(&amp;L)：</translation>
        </message>
        <message>
            <source>&amp;Theme:</source>
            <translation>主题(&amp;T)：</translation>
        </message>
        <message>
            <source>&amp;Zoom:</source>
            <translation>缩放(&amp;Z)：</translation>
        </message>
        <message>
            <source>&amp;Weights colours:</source>
            <translation>权重的颜色(&amp;W)：</translation>
        </message>
        <message>
            <source>&amp;Scores colours:</source>
            <translation>分数的颜色(&amp;S)：</translation>
        </message>
        <message>
            <source>&amp;Decimals shown:</source>
            <translation>显示的小数位数(&amp;D)：</translation>
        </message>
        <message>
            <source>The colour maps read the same for the common kinds of colour blindness. Zoom also works with Ctrl + Plus, Ctrl + Minus and Ctrl + 0.</source>
            <translation>这些色图对常见的几种色盲来说读起来都一样。缩放也可以用 Ctrl + 加号、Ctrl + 减号和 Ctrl + 0。</translation>
        </message>
    </context>
    <context>
        <name>presentation</name>
        <message>
            <source>Present</source>
            <translation>演示</translation>
        </message>
        <message>
            <source>Presentation mode: full screen, large, step by step (F5; Esc leaves)</source>
            <translation>演示模式：全屏、大字、逐步进行（F5；Esc 退出）</translation>
        </message>
        <message>
            <source>Presentation mode</source>
            <translation>演示模式</translation>
        </message>
        <message>
            <source>Leave presentation</source>
            <translation>退出演示</translation>
        </message>
        <message>
            <source>✕ Leave (Esc)</source>
            <translation>✕ 退出（Esc）</translation>
        </message>
        <message>
            <source>Leave presentation mode (Esc)</source>
            <translation>退出演示模式（Esc）</translation>
        </message>
        <message>
            <source>Leave presentation mode</source>
            <translation>退出演示模式</translation>
        </message>
    </context>
    <context>
        <name>presets</name>
        <message>
            <source>Examples</source>
            <translation>示例</translation>
        </message>
        <message>
            <source>Trained models</source>
            <translation>训练好的模型</translation>
        </message>
        <message>
            <source>{file}: expected an object with a "presets" list</source>
            <translation>{file}：应为一个含“presets”列表的对象</translation>
        </message>
        <message>
            <source>{file}: presets[{index}] is not an object</source>
            <translation>{file}：presets[{index}] 不是一个对象</translation>
        </message>
        <message>
            <source>{file}: presets[{index}] needs a plain file name</source>
            <translation>{file}：presets[{index}] 需要一个普通的文件名</translation>
        </message>
        <message>
            <source>{file}: presets[{index}].description must be text</source>
            <translation>{file}：presets[{index}].description 必须是文本</translation>
        </message>
        <message>
            <source>{file}: presets[{index}].group must be text</source>
            <translation>{file}：presets[{index}].group 必须是文本</translation>
        </message>
        <message>
            <source>{file}: presets[{index}].welcome must be true or false</source>
            <translation>{file}：presets[{index}].welcome 必须是 true 或 false</translation>
        </message>
        <message>
            <source>no built-in preset called "{name}"; the presets are: {names}</source>
            <translation>没有名为“{name}”的内置示例；已有的示例是：{names}</translation>
        </message>
        <message>
            <source>(this file cannot be read)</source>
            <translation>（无法读取这个文件）</translation>
        </message>
        <message>
            <source>no trained model called "{name}"; the models are: {names}</source>
            <translation>没有名为“{name}”的训练好的模型；已有的模型是：{names}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
    </context>
    <context>
        <name>query_chart</name>
        <message>
            <source>weights of "{token}"</source>
            <translation>“{token}”的权重</translation>
        </message>
        <message>
            <source>key</source>
            <translation>键</translation>
        </message>
        <message>
            <source>weight</source>
            <translation>权重</translation>
        </message>
    </context>
    <context>
        <name>query_key_heatmap</name>
        <message>
            <source>hidden until you answer the lesson's question</source>
            <translation>在你回答课程的问题之前隐藏</translation>
        </message>
        <message>
            <source>query "{query}" → key "{key}"</source>
            <translation>查询“{query}”→ 键“{key}”</translation>
        </message>
        <message>
            <source>score q·k = {score}</source>
            <translation>分数 q·k = {score}</translation>
        </message>
        <message>
            <source>scaled score = {score} / √{d_k} = {scaled}</source>
            <translation>缩放后的分数 = {score} / √{d_k} = {scaled}</translation>
        </message>
        <message>
            <source>weight = {weight}</source>
            <translation>权重 = {weight}</translation>
        </message>
        <message>
            <source>masked: this query may not see this key (weight exactly 0)</source>
            <translation>被遮住：这个查询不能看这个键（权重恰好为 0）</translation>
        </message>
        <message>
            <source>weight at the pin = {weight}</source>
            <translation>固定时的权重 = {weight}</translation>
        </message>
        <message>
            <source>{what} heatmap: rows are queries, columns keys</source>
            <translation>{what}热力图：行是查询，列是键</translation>
        </message>
        <message>
            <source>key</source>
            <translation>键</translation>
        </message>
        <message>
            <source>query</source>
            <translation>查询</translation>
        </message>
    </context>
    <context>
        <name>recovery</name>
        <message>
            <source>Work</source>
            <translation>工作</translation>
        </message>
        <message>
            <source>Saved</source>
            <translation>保存时间</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>大小</translation>
        </message>
        <message>
            <source>State</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>untitled</source>
            <translation>未命名</translation>
        </message>
        <message>
            <source>Restore unsaved work?</source>
            <translation>恢复未保存的工作吗？</translation>
        </message>
        <message>
            <source>selfattn-gui did not close normally last time. It kept these copies of unsaved work:</source>
            <translation>selfattn-gui 上次没有正常关闭。它保留了这些未保存工作的副本：</translation>
        </message>
        <message>
            <source>Restore opens one copy in this window. The others stay in the recovery folder and are offered again the next time selfattn-gui starts. Delete removes a copy for good. The folder: {folder}</source>
            <translation>“恢复”会在此窗口中打开一个副本。其他副本留在恢复文件夹中，下次启动 selfattn-gui 时会再次提供。“删除”会永久删除一个副本。文件夹：{folder}</translation>
        </message>
        <message>
            <source>&amp;Restore in this window</source>
            <translation>在此窗口中恢复(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Delete copy…</source>
            <translation>删除副本(&amp;D)…</translation>
        </message>
        <message>
            <source>&amp;Keep all for later</source>
            <translation>全部留到以后(&amp;K)</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>未知</translation>
        </message>
        <message>
            <source>can be restored</source>
            <translation>可以恢复</translation>
        </message>
        <message>
            <source>damaged, kept: {problem}</source>
            <translation>已损坏，已保留：{problem}</translation>
        </message>
        <message>
            <source>Why it cannot be restored: {reason}</source>
            <translation>无法恢复的原因：{reason}</translation>
        </message>
        <message>
            <source>Could not delete “{name}”: {reason} ({file}). It is kept.</source>
            <translation>无法删除“{name}”：{reason}（{file}）。它被保留了。</translation>
        </message>
        <message>
            <source>Delete this copy?</source>
            <translation>删除这个副本吗？</translation>
        </message>
        <message>
            <source>Delete the unsaved work “{name}” for good? This cannot be undone.</source>
            <translation>永久删除未保存的工作“{name}”吗？此操作无法撤销。</translation>
        </message>
        <message>
            <source>Could not look for unsaved work from last time: {problem}.</source>
            <translation>无法查找上次未保存的工作：{problem}。</translation>
        </message>
        <message>
            <source>Restored “{name}”. Its recovery copy is kept, because this window cannot back the work up: {error}.</source>
            <translation>已恢复“{name}”。它的恢复副本被保留了，因为这个窗口无法备份这份工作：{error}。</translation>
        </message>
        <message>
            <source>Restored “{name}”. Its old recovery copy could not be removed ({reason}), so it will be offered again.</source>
            <translation>已恢复“{name}”。它的旧恢复副本无法删除（{reason}），所以下次还会提供它。</translation>
        </message>
        <message numerus="yes">
            <source>Restored “{name}”. %n other copies are kept for the next start.</source>
            <translation>
                <numerusform>已恢复“{name}”。另外 %n 个副本保留到下次启动。</numerusform>
            </translation>
        </message>
        <message>
            <source>Restored “{name}”. 1 other copy is kept for the next start.</source>
            <translation>已恢复“{name}”。另外 1 个副本保留到下次启动。</translation>
        </message>
        <message>
            <source>Restored “{name}”.</source>
            <translation>已恢复“{name}”。</translation>
        </message>
        <message>
            <source>Not backed up</source>
            <translation>未备份</translation>
        </message>
        <message>
            <source>Backups work again: your unsaved work is being kept safe.</source>
            <translation>备份恢复正常：你未保存的工作正在被妥善保存。</translation>
        </message>
        <message>
            <source>Your work is not being backed up: {reason}. Save it with File → Save to keep it safe; selfattn-gui keeps trying.</source>
            <translation>你的工作没有在备份：{reason}。请用“文件 → 保存”把它保存好；selfattn-gui 会继续尝试。</translation>
        </message>
    </context>
    <context>
        <name>recovery_copies</name>
        <message>
            <source>{name}: cannot be restored</source>
            <translation>{name}：无法恢复</translation>
        </message>
        <message>
            <source>{folder} is a file, not a folder</source>
            <translation>{folder} 是一个文件，而不是文件夹</translation>
        </message>
        <message>
            <source>cannot read {folder} ({reason})</source>
            <translation>无法读取 {folder}（{reason}）</translation>
        </message>
        <message>
            <source>{name}: cannot tell whether a running selfattn-gui still uses this copy ({reason})</source>
            <translation>{name}：无法判断是否有正在运行的 selfattn-gui 仍在使用这个副本（{reason}）</translation>
        </message>
        <message>
            <source>{name} is missing: only the details of this copy are left, not the work</source>
            <translation>{name} 不见了：只剩下这个副本的详细信息，工作本身没有了</translation>
        </message>
        <message>
            <source>{name} is a link, not a recovery copy</source>
            <translation>{name} 是一个链接，而不是恢复副本</translation>
        </message>
        <message>
            <source>{name}: cannot read it ({reason})</source>
            <translation>{name}：无法读取（{reason}）</translation>
        </message>
        <message>
            <source>{name} is a folder, not the details of a recovery copy</source>
            <translation>{name} 是一个文件夹，而不是恢复副本的详细信息</translation>
        </message>
        <message>
            <source>{name} is not an ordinary file</source>
            <translation>{name} 不是普通文件</translation>
        </message>
        <message>
            <source>{name}: {size} bytes is far too big for the details of a copy (at most {limit})</source>
            <translation>{name}：{size} 字节对于副本的详细信息来说太大了（最多 {limit}）</translation>
        </message>
        <message>
            <source>{name}: not UTF-8 text (bad byte at offset {offset})</source>
            <translation>{name}：不是 UTF-8 文本（偏移 {offset} 处有错误字节）</translation>
        </message>
        <message>
            <source>{name}: expected a JSON object, found {found}</source>
            <translation>{name}：应为一个 JSON 对象，实际为 {found}</translation>
        </message>
        <message>
            <source>{name}: {problem}</source>
            <translation>{name}：{problem}</translation>
        </message>
        <message>
            <source>pid: expected a process number, found {found}</source>
            <translation>pid：应为一个进程号，实际为 {found}</translation>
        </message>
        <message>
            <source>path: expected the file's path as text or null, found {found}</source>
            <translation>path：应为以文本表示的文件路径或 null，实际为 {found}</translation>
        </message>
        <message>
            <source>path: expected the full path of a session file</source>
            <translation>path：应为会话文件的完整路径</translation>
        </message>
        <message>
            <source>title: expected text, found {found}</source>
            <translation>title：应为文本，实际为 {found}</translation>
        </message>
    </context>
    <context>
        <name>residual_note</name>
        <message>
            <source>the attention output is {width} wide but the token vectors are {d_in} wide: add W_o to project it back to {d_in}</source>
            <translation>注意力输出宽 {width}，但词元向量宽 {d_in}：请添加 W_o，把它投影回 {d_in}</translation>
        </message>
        <message>
            <source>the attention output is {width} wide but the token vectors are {d_in} wide: give W_o {d_in} columns</source>
            <translation>注意力输出宽 {width}，但词元向量宽 {d_in}：请让 W_o 有 {d_in} 列</translation>
        </message>
        <message>
            <source>the attention output is {width} wide but the layer's input is {d_in} wide: add W_o to project it back to {d_in}</source>
            <translation>注意力输出宽 {width}，但这一层的输入宽 {d_in}：请添加 W_o，把它投影回 {d_in}</translation>
        </message>
        <message>
            <source>the attention output is {width} wide but the layer's input is {d_in} wide: give W_o {d_in} columns</source>
            <translation>注意力输出宽 {width}，但这一层的输入宽 {d_in}：请让 W_o 有 {d_in} 列</translation>
        </message>
    </context>
    <context>
        <name>resources</name>
        <message>
            <source>the app's resources folder is missing; looked in: {folders}</source>
            <translation>找不到程序的资源文件夹；查找过：{folders}</translation>
        </message>
    </context>
    <context>
        <name>restart</name>
        <message>
            <source>Language</source>
            <translation>语言</translation>
        </message>
        <message>
            <source>The new language shows when selfattn-gui starts again.</source>
            <translation>新的语言会在 selfattn-gui 重新启动后显示。</translation>
        </message>
        <message>
            <source>Start again now? You will be asked to save unsaved work first.</source>
            <translation>现在重新启动吗？会先请你保存未保存的工作。</translation>
        </message>
        <message>
            <source>Start again now</source>
            <translation>现在重新启动</translation>
        </message>
        <message>
            <source>Later</source>
            <translation>以后再说</translation>
        </message>
    </context>
    <context>
        <name>scale_explorer</name>
        <message>
            <source>Sharpness</source>
            <translation>尖锐程度</translation>
        </message>
        <message>
            <source>How a factor on the scores sharpens a row</source>
            <translation>分数上的因子如何让一行变尖锐</translation>
        </message>
        <message>
            <source>Width d_k</source>
            <translation>宽度 d_k</translation>
        </message>
        <message>
            <source>Why the scores are divided by √d_k</source>
            <translation>为什么分数要除以 √d_k</translation>
        </message>
        <message>
            <source>Shift a row</source>
            <translation>平移一行</translation>
        </message>
        <message>
            <source>Adding one number to a row changes nothing</source>
            <translation>给一行加上同一个数不改变任何东西</translation>
        </message>
        <message>
            <source>Factor the scores are multiplied by</source>
            <translation>分数所乘的因子</translation>
        </message>
        <message>
            <source>The arrow keys move it: left flattens the weights, right sharpens them; the middle is × 1, the app's own weights</source>
            <translation>用方向键移动它：向左让权重变平缓，向右让它们变尖锐；中间是 × 1，即程序自己的权重</translation>
        </message>
        <message>
            <source>Weights of the example row at this factor</source>
            <translation>在这个因子下示例行的权重</translation>
        </message>
        <message>
            <source>flat</source>
            <translation>平缓</translation>
        </message>
        <message>
            <source>one-hot</source>
            <translation>one-hot</translation>
        </message>
        <message>
            <source>Softmax of the selected query's scaled scores, each first multiplied by a factor (1 / temperature). Near 0 every key gets the same share; large factors give everything to the best key. At × 1 you see the app's weights.</source>
            <translation>所选查询的缩放后分数的 softmax，每个分数先乘以一个因子（1 / 温度）。因子接近 0 时每个键得到相同的份额；因子很大时一切都给了最好的键。在 × 1 处你看到的就是程序中的权重。</translation>
        </message>
        <message>
            <source>Scores and weights at each width d_k</source>
            <translation>每种宽度 d_k 下的分数和权重</translation>
        </message>
        <message>
            <source>Per d_k: the spread of the scores and the top weight and gradient, with and without ÷ √d_k</source>
            <translation>每个 d_k：分数的离散程度、最大权重和梯度，分别在有无 ÷ √d_k 时</translation>
        </message>
        <message>
            <source>spread
q·k</source>
            <translation>离散程度
q·k</translation>
        </message>
        <message>
            <source>spread
q·k / √d_k</source>
            <translation>离散程度
q·k / √d_k</translation>
        </message>
        <message>
            <source>top weight
no ÷</source>
            <translation>最大权重
不除</translation>
        </message>
        <message>
            <source>top weight
÷ √d_k</source>
            <translation>最大权重
÷ √d_k</translation>
        </message>
        <message>
            <source>gradient
no ÷</source>
            <translation>梯度
不除</translation>
        </message>
        <message>
            <source>gradient
÷ √d_k</source>
            <translation>梯度
÷ √d_k</translation>
        </message>
        <message>
            <source>Random queries and keys with entries of spread 1 (a fixed seed, so the same numbers every time), 16 keys per query. Without the division the scores spread like √d_k, the softmax becomes nearly one-hot and its gradient shrinks: it stops learning. With ÷√d_k the spread stays near 1 at every width.</source>
            <translation>随机的查询和键，各分量的离散程度为 1（种子固定，所以每次都是同样的数），每个查询 16 个键。不做除法时，分数的离散程度按 √d_k 增长，softmax 变得几乎是 one-hot，梯度缩小：它停止学习。有了 ÷√d_k，离散程度在每种宽度下都保持在 1 附近。</translation>
        </message>
        <message>
            <source>Constant added to every score of the row</source>
            <translation>加到这一行每个分数上的常数</translation>
        </message>
        <message>
            <source>Type a number or use the arrow keys; the table shows the weights do not change</source>
            <translation>输入一个数或使用方向键；表格显示权重不会改变</translation>
        </message>
        <message>
            <source>The row's scores and weights, before and after the shift</source>
            <translation>这一行在平移之前和之后的分数和权重</translation>
        </message>
        <message>
            <source>One column per key; rows: the scores, the scores plus the constant, and the weights before and after</source>
            <translation>每个键一列；各行依次是：分数、分数加上常数、之前和之后的权重</translation>
        </message>
        <message>
            <source>Add to every score of the row:</source>
            <translation>给这一行的每个分数加上：</translation>
        </message>
        <message>
            <source>Softmax only looks at the differences between the scores of a row. Add the same number to all of them and every e^score is multiplied by the same factor, which cancels when the row is divided by its total.</source>
            <translation>softmax 只看一行中各分数之间的差。给它们全部加上同一个数，每个 e^score 都乘以同一个因子，而这一行除以它的总和时这个因子就约掉了。</translation>
        </message>
        <message>
            <source>Select a query token to see its row.</source>
            <translation>选择一个查询词元来查看它的那一行。</translation>
        </message>
        <message>
            <source>scores × {factor}  ·  largest weight {weight}</source>
            <translation>分数 × {factor}  ·  最大权重 {weight}</translation>
        </message>
        <message>
            <source>The row's numbers are hidden until you answer the lesson's question.</source>
            <translation>在你回答课程的问题之前，这一行的数是隐藏的。</translation>
        </message>
        <message>
            <source>scores of "{token}"</source>
            <translation>“{token}”的分数</translation>
        </message>
        <message>
            <source>scores + {constant}</source>
            <translation>分数 + {constant}</translation>
        </message>
        <message>
            <source>weights</source>
            <translation>权重</translation>
        </message>
        <message>
            <source>weights after + {constant}</source>
            <translation>+ {constant} 之后的权重</translation>
        </message>
        <message>
            <source>masked</source>
            <translation>被遮住</translation>
        </message>
        <message>
            <source>✓ The weights are exactly the same.</source>
            <translation>✓ 权重完全相同。</translation>
        </message>
        <message>
            <source>✓ The weights are the same (they differ by {gap}: rounding only).</source>
            <translation>✓ 权重相同（相差 {gap}：只是舍入误差）。</translation>
        </message>
        <message>
            <source>The weights differ by up to {gap}.</source>
            <translation>权重最多相差 {gap}。</translation>
        </message>
    </context>
    <context>
        <name>session_fields</name>
        <message>
            <source>This is not a selfattn-gui session file.</source>
            <translation>这不是 selfattn-gui 的会话文件。</translation>
        </message>
        <message>
            <source>This session file was made by a newer selfattn-gui.</source>
            <translation>这个会话文件是由更新版本的 selfattn-gui 制作的。</translation>
        </message>
        <message>
            <source>This session file has a mistake in it, so it cannot be opened.</source>
            <translation>这个会话文件中有错误，所以无法打开。</translation>
        </message>
        <message>
            <source>This file cannot be read.</source>
            <translation>无法读取这个文件。</translation>
        </message>
        <message>
            <source>not a session: the file holds {found}, not an object</source>
            <translation>不是会话：文件中是 {found}，而不是一个对象</translation>
        </message>
        <message>
            <source>missing key "format" (it should be "{tag}")</source>
            <translation>缺少键“format”（它应为“{tag}”）</translation>
        </message>
        <message>
            <source>format: expected "{tag}", found {found}</source>
            <translation>format：应为“{tag}”，实际为 {found}</translation>
        </message>
        <message>
            <source>missing key "version" (it should be 1 or 2)</source>
            <translation>缺少键“version”（它应为 1 或 2）</translation>
        </message>
        <message>
            <source>version: expected a whole number, found {found}</source>
            <translation>version：应为整数，实际为 {found}</translation>
        </message>
        <message>
            <source>version: this file is version {version}, made by a newer selfattn-gui; this one reads versions 1 and {newest}: please update the app</source>
            <translation>version：这个文件是版本 {version}，由更新版本的 selfattn-gui 制作；本程序只能读取版本 1 和 {newest}：请更新程序</translation>
        </message>
        <message>
            <source>version: expected 1 or {newest}, found {version}</source>
            <translation>version：应为 1 或 {newest}，实际为 {version}</translation>
        </message>
        <message>
            <source>missing key "{key}"</source>
            <translation>缺少键“{key}”</translation>
        </message>
        <message>
            <source>only a version 2 file has it: write "version": 2 and the version 2 keys</source>
            <translation>只有版本 2 的文件才有它：请写上 "version": 2 以及版本 2 的各个键</translation>
        </message>
        <message>
            <source>a version 2 file keeps the heads, W_o and residual in "layers"</source>
            <translation>版本 2 的文件把头、W_o 和残差保存在“layers”中</translation>
        </message>
        <message>
            <source>title: expected text, found {found}</source>
            <translation>title：应为文本，实际为 {found}</translation>
        </message>
        <message>
            <source>mask[{row}][{column}]: expected 0 or 1, found {found}</source>
            <translation>mask[{row}][{column}]：应为 0 或 1，实际为 {found}</translation>
        </message>
        <message>
            <source>embeddings: a session with a vocabulary takes its token vectors from vocabulary.W_E, so "embeddings" must be left out</source>
            <translation>embeddings：有词表的会话从 vocabulary.W_E 取得词元向量，所以必须省略“embeddings”</translation>
        </message>
        <message>
            <source>missing key "embeddings" (needed when "vocabulary" is null)</source>
            <translation>缺少键“embeddings”（当“vocabulary”为 null 时需要它）</translation>
        </message>
    </context>
    <context>
        <name>session_io</name>
        <message>
            <source>{name}: {problem}</source>
            <translation>{name}：{problem}</translation>
        </message>
    </context>
    <context>
        <name>session_limits</name>
        <message>
            <source>size: {tokens} and {heads} with d_model {d_model}, d_k {d_k}, d_v {d_v} would need {count} numbers; a session can hold at most {limit}, so that it can be saved and opened again (make a size, the heads or the tokens fewer)</source>
            <translation>大小：{tokens}和{heads}，d_model {d_model}、d_k {d_k}、d_v {d_v}，将需要 {count} 个数；一个会话最多只能容纳 {limit} 个，以便能保存并重新打开（请减小某个尺寸，或减少头或词元）</translation>
        </message>
        <message>
            <source>size: {tokens} and {heads} with d_model {d_model}, d_k {d_k}, d_v {d_v}, W_o {rows} × {columns} would need {count} numbers; a session can hold at most {limit}, so that it can be saved and opened again (make a size, the heads or the tokens fewer)</source>
            <translation>大小：{tokens}和{heads}，d_model {d_model}、d_k {d_k}、d_v {d_v}、W_o {rows} × {columns}，将需要 {count} 个数；一个会话最多只能容纳 {limit} 个，以便能保存并重新打开（请减小某个尺寸，或减少头或词元）</translation>
        </message>
        <message numerus="yes">
            <source>%n token(s)</source>
            <translation>
                <numerusform>%n 个词元</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n head(s)</source>
            <translation>
                <numerusform>%n 个头</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>session_rules</name>
        <message>
            <source>title: expected text, found {found}</source>
            <translation>title：应为文本，实际为 {found}</translation>
        </message>
        <message>
            <source>layers: expected 1 to {limit} layers, found {found}</source>
            <translation>layers：应为 1 到 {limit} 层，实际为 {found}</translation>
        </message>
        <message>
            <source>{name}: holds a character that is not valid text</source>
            <translation>{name}：含有不是有效文本的字符</translation>
        </message>
        <message>
            <source>{name}: at least one token is needed</source>
            <translation>{name}：至少需要一个词元</translation>
        </message>
        <message>
            <source>{name}: {count} tokens, the limit is {limit}</source>
            <translation>{name}：{count} 个词元，上限是 {limit}</translation>
        </message>
        <message>
            <source>{place}: a token label must not be empty</source>
            <translation>{place}：词元标签不能为空</translation>
        </message>
        <message>
            <source>tokens[{index}]: {token} is not in the vocabulary</source>
            <translation>tokens[{index}]：{token} 不在词表中</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>shape {shape}</source>
            <translation>形状 {shape}</translation>
        </message>
        <message>
            <source>embeddings: expected {rows} rows (one per token), found {found}</source>
            <translation>embeddings：应为 {rows} 行（每个词元一行），实际为 {found}</translation>
        </message>
        <message>
            <source>embeddings: d_model must be between 1 and {limit}, found {found}</source>
            <translation>embeddings：d_model 必须在 1 到 {limit} 之间，实际为 {found}</translation>
        </message>
        <message>
            <source>vocabulary.labels[{index}]: "{label}" is already entry {entry}; every label must be different</source>
            <translation>vocabulary.labels[{index}]：“{label}”已经是第 {entry} 项；每个标签都必须不同</translation>
        </message>
        <message>
            <source>vocabulary.W_E: expected {rows} rows × d_model (1 to {limit}), found shape {found}</source>
            <translation>vocabulary.W_E：应为 {rows} 行 × d_model（1 到 {limit}），实际形状为 {found}</translation>
        </message>
        <message>
            <source>one row per label</source>
            <translation>每个标签一行</translation>
        </message>
        <message>
            <source>attention: expected one of {choices}, found {found}</source>
            <translation>attention：应为 {choices} 之一，实际为 {found}</translation>
        </message>
        <message>
            <source>source: only a "cross" session has a source sequence</source>
            <translation>source：只有“cross”会话才有源序列</translation>
        </message>
        <message>
            <source>source: a "cross" session needs the sequence its keys come from</source>
            <translation>source：“cross”会话需要提供它的键所来自的序列</translation>
        </message>
        <message>
            <source>causal: a "cross" session cannot use the causal mask (its keys are another sequence, not earlier tokens); use a custom mask instead</source>
            <translation>causal：“cross”会话不能使用因果掩码（它的键来自另一个序列，而不是前面的词元）；请改用自定义掩码</translation>
        </message>
        <message>
            <source>layers: a "cross" session has one layer, found {found}</source>
            <translation>layers：“cross”会话只有一层，实际为 {found}</translation>
        </message>
        <message>
            <source>one row per source token, d_model wide</source>
            <translation>每个源句词元一行，宽为 d_model</translation>
        </message>
        <message>
            <source>mask: expected shape {rows} × {columns}, found {found}</source>
            <translation>mask：形状应为 {rows} × {columns}，实际为 {found}</translation>
        </message>
        <message>
            <source>positional_encoding: expected one of {choices}, found {found}</source>
            <translation>positional_encoding：应为 {choices} 之一，实际为 {found}</translation>
        </message>
        <message>
            <source>W_pos: only "learned" positions have a W_pos matrix</source>
            <translation>W_pos：只有“learned”位置才有 W_pos 矩阵</translation>
        </message>
        <message>
            <source>scale: expected one of {choices}, found {found}</source>
            <translation>scale：应为 {choices} 之一，实际为 {found}</translation>
        </message>
        <message>
            <source>W_pos: "learned" positions need their matrix W_pos</source>
            <translation>W_pos：“learned”位置需要它们的矩阵 W_pos</translation>
        </message>
        <message>
            <source>W_pos: expected max_positions × {d_model} (d_model), found shape {found}</source>
            <translation>W_pos：应为 max_positions × {d_model}（d_model），实际形状为 {found}</translation>
        </message>
        <message>
            <source>W_pos: the sequence has {tokens} tokens but W_pos has only {positions} positions (learned positions cannot go beyond what was learned)</source>
            <translation>W_pos：序列有 {tokens} 个词元，但 W_pos 只有 {positions} 个位置（学习得到的位置不能超出学过的范围）</translation>
        </message>
        <message>
            <source>W_U: an unembedding needs a vocabulary (its columns are its labels)</source>
            <translation>W_U：反嵌入需要一个词表（它的列就是词表的标签）</translation>
        </message>
        <message>
            <source>the last layer's output width × vocabulary size</source>
            <translation>最后一层的输出宽度 × 词表大小</translation>
        </message>
    </context>
    <context>
        <name>session_size_rules</name>
        <message>
            <source>size: the session holds {count} numbers; a session can hold at most {limit}, so that it can be saved and opened again (make a size, the heads, the layers, the vocabulary or the tokens fewer)</source>
            <translation>大小：会话包含 {count} 个数；一个会话最多只能容纳 {limit} 个，以便能保存并重新打开（请减小某个尺寸，或减少头、层、词表或词元）</translation>
        </message>
        <message>
            <source>size: the session's matrices have {rows} rows; a session can have at most {limit}, so that it can be saved and opened again (make d_model, the heads, the layers, the vocabulary or the positions of W_pos fewer)</source>
            <translation>大小：会话的矩阵共有 {rows} 行；一个会话最多只能有 {limit} 行，以便能保存并重新打开（请减小 d_model，或减少头、层、词表或 W_pos 的位置数）</translation>
        </message>
        <message>
            <source>tokens and title: {size} MB of text, more than the {limit} MB a session can hold, so that it can be saved and opened again (shorten the token labels or the title)</source>
            <translation>词元和标题：{size} MB 的文本，超过了一个会话能容纳的 {limit} MB，以便能保存并重新打开（请缩短词元标签或标题）</translation>
        </message>
    </context>
    <context>
        <name>settings_store</name>
        <message>
            <source>The settings file {path} was not an ordinary file; it was moved to {aside} and the default settings are used.</source>
            <translation>设置文件 {path} 不是普通文件；它已被移到 {aside}，将使用默认设置。</translation>
        </message>
        <message>
            <source>The settings file {path} is not an ordinary file and could not be moved aside; default settings are used and changes are not kept after this run. Remove or rename it to keep your settings.</source>
            <translation>设置文件 {path} 不是普通文件，且无法移到一边；将使用默认设置，本次运行之后不会保留更改。请删除或重命名它以保留你的设置。</translation>
        </message>
    </context>
    <context>
        <name>size_edits</name>
        <message>
            <source>heads: expected 1 to {limit} heads, found {found}</source>
            <translation>heads：应为 1 到 {limit} 个头，实际为 {found}</translation>
        </message>
        <message>
            <source>size: with d_model {d_model} the session would hold {count} numbers; a session can hold at most {limit}, so that it can be saved and opened again (make a size, the heads, the layers or the vocabulary fewer)</source>
            <translation>大小：d_model 为 {d_model} 时，会话将包含 {count} 个数；一个会话最多只能容纳 {limit} 个，以便能保存并重新打开（请减小某个尺寸，或减少头、层或词表）</translation>
        </message>
        <message>
            <source>layers[{index}]: layer {next} reads layer {layer}'s output, {old} numbers per token; this change would make it {new}, which it cannot read. Keep heads · d_v at {old}, or give layer {layer} a W_o with {old} columns</source>
            <translation>layers[{index}]：第 {next} 层读取第 {layer} 层的输出，每个词元 {old} 个数；这个修改会把它变成 {new} 个，而它读不了。请让 heads · d_v 保持为 {old}，或者给第 {layer} 层一个有 {old} 列的 W_o</translation>
        </message>
        <message>
            <source>layers[{index}]: the unembedding W_U reads layer {layer}'s output, {old} numbers per token; this change would make it {new}, which it cannot read. Keep heads · d_v at {old}, or give layer {layer} a W_o with {old} columns</source>
            <translation>layers[{index}]：反嵌入矩阵 W_U 读取第 {layer} 层的输出，每个词元 {old} 个数；这个修改会把它变成 {new} 个，而它读不了。请让 heads · d_v 保持为 {old}，或者给第 {layer} 层一个有 {old} 列的 W_o</translation>
        </message>
    </context>
    <context>
        <name>stage</name>
        <message>
            <source>✎ you edit {matrices}</source>
            <translation>✎ 你可以编辑 {matrices}</translation>
        </message>
    </context>
    <context>
        <name>stage_sources</name>
        <message>
            <source>{symbol}, the output of layer {layer}</source>
            <translation>{symbol}，第 {layer} 层的输出</translation>
        </message>
        <message>
            <source>Z, the token vectors plus their positions</source>
            <translation>Z，词元向量加上它们的位置</translation>
        </message>
        <message>
            <source>Worked out by the app: layer {layer}'s output, which layer {next} reads. Edit the layers before it to change it.</source>
            <translation>由程序计算：第 {layer} 层的输出，由第 {next} 层读取。修改它之前的各层可以改变它。</translation>
        </message>
        <message>
            <source>You type these: one vector per token, and the positions are added to them.</source>
            <translation>这些由你输入：每个词元一个向量，位置会加到它们上面。</translation>
        </message>
        <message>
            <source>You type these: one vector per token.</source>
            <translation>这些由你输入：每个词元一个向量。</translation>
        </message>
        <message>
            <source>Made from {source} plus the attention output.</source>
            <translation>由 {source} 加上注意力输出得到。</translation>
        </message>
        <message>
            <source>Made from {source} plus the attention output; it is the input of layer {layer}.</source>
            <translation>由 {source} 加上注意力输出得到；它是第 {layer} 层的输入。</translation>
        </message>
        <message>
            <source>Made from the head outputs, placed side by side (there is no W_o).</source>
            <translation>由头输出并排放置得到（没有 W_o）。</translation>
        </message>
        <message>
            <source>Made from the head outputs, side by side, times W_o, which you type.</source>
            <translation>由头输出并排放置、再乘以你输入的 W_o 得到。</translation>
        </message>
        <message>
            <source>{source}, normalised (the layer norm's output)</source>
            <translation>{source}，归一化后（层归一化的输出）</translation>
        </message>
        <message>
            <source>Q is made from {source} times W_q; K and V from the source sentence's vectors times W_k and W_v.</source>
            <translation>Q 由 {source} 乘以 W_q 得到；K 和 V 由源句的向量乘以 W_k 和 W_v 得到。</translation>
        </message>
        <message>
            <source>Made from {source} times W_q, W_k and W_v.</source>
            <translation>由 {source} 乘以 W_q、W_k 和 W_v 得到。</translation>
        </message>
        <message>
            <source>Made from the scores, divided by the square root of d_k = {d_k}.</source>
            <translation>由分数除以 d_k = {d_k} 的平方根得到。</translation>
        </message>
        <message>
            <source>The scores as they are: dividing by the square root of d_k is off.</source>
            <translation>原样的分数：除以 d_k 的平方根已关闭。</translation>
        </message>
        <message>
            <source>Made from the scaled scores: a softmax along each row, with masked keys left out.</source>
            <translation>由缩放后的分数得到：沿每一行做 softmax，被遮住的键不参与。</translation>
        </message>
        <message>
            <source>Made from the scaled scores: a softmax along each row.</source>
            <translation>由缩放后的分数得到：沿每一行做 softmax。</translation>
        </message>
        <message>
            <source>You type these: one vector per token of the other sentence; the keys and values are made from them, the queries from the tokens.</source>
            <translation>这些由你输入：另一个句子的每个词元一个向量；键和值由它们生成，查询由词元生成。</translation>
        </message>
        <message>
            <source>Made from {source}: each token's row minus its mean, divided by its spread (the square root of its variance plus 0.00001), then times the gain and plus the bias, which you type.</source>
            <translation>由 {source} 得到：每个词元的那一行减去它的平均值，除以它的离散程度（方差加 0.00001 的平方根），再乘以增益、加上偏置，增益和偏置由你输入。</translation>
        </message>
        <message>
            <source>You type these: W_q, W_k and W_v turn each token into Q, K, V.</source>
            <translation>这些由你输入：W_q、W_k 和 W_v 把每个词元变成 Q、K、V。</translation>
        </message>
        <message>
            <source>Made from Q and K: each query's dot product with each key.</source>
            <translation>由 Q 和 K 得到：每个查询与每个键的点积。</translation>
        </message>
        <message>
            <source>Made from the weights times V: each query's mix of the values.</source>
            <translation>由权重乘以 V 得到：每个查询对各个值的混合。</translation>
        </message>
        <message>
            <source>Made from the last layer's output times W_U: a softmax over the vocabulary for each position, its likeliest next tokens listed.</source>
            <translation>由最后一层的输出乘以 W_U 得到：对每个位置在词表上做 softmax，列出最可能的下一个词元。</translation>
        </message>
    </context>
    <context>
        <name>stage_texts</name>
        <message>
            <source>{shape} each</source>
            <translation>各 {shape}</translation>
        </message>
        <message>
            <source>source: the sentence the keys and values come from</source>
            <translation>源句：键和值所来自的句子</translation>
        </message>
        <message>
            <source>{symbol}: the input of layer {number} = layer {before}'s output</source>
            <translation>{symbol}：第 {number} 层的输入 = 第 {before} 层的输出</translation>
        </message>
        <message>
            <source>Z = X + positions</source>
            <translation>Z = X + 位置</translation>
        </message>
        <message>
            <source>X: the sentence the queries come from</source>
            <translation>X：查询所来自的句子</translation>
        </message>
        <message>
            <source>X: the token vectors</source>
            <translation>X：词元向量</translation>
        </message>
        <message>
            <source>LayerNorm: each row to mean 0, spread 1, then × gain + bias</source>
            <translation>LayerNorm：把每一行变成平均值 0、离散程度 1，然后 × 增益 + 偏置</translation>
        </message>
        <message>
            <source> of head {number}</source>
            <translation>（头 {number}）</translation>
        </message>
        <message>
            <source> (off)</source>
            <translation>（关）</translation>
        </message>
        <message numerus="yes">
            <source>Q {shape}; K, V %n rows</source>
            <translation>
                <numerusform>Q {shape}；K、V %n 行</numerusform>
            </translation>
        </message>
        <message>
            <source>scores = Q·Kᵀ</source>
            <translation>分数 = Q·Kᵀ</translation>
        </message>
        <message>
            <source>scaled = scores ÷ √d_k (√{d_k} = {root})</source>
            <translation>缩放后的分数 = 分数 ÷ √d_k（√{d_k} = {root}）</translation>
        </message>
        <message>
            <source>scaled = scores (÷ √d_k is off)</source>
            <translation>缩放后的分数 = 分数（÷ √d_k 已关闭）</translation>
        </message>
        <message>
            <source>weights = softmax per row (causal mask, rows sum to 1)</source>
            <translation>权重 = 每行 softmax（因果掩码，每行之和为 1）</translation>
        </message>
        <message>
            <source>weights = softmax per row (your mask, rows sum to 1)</source>
            <translation>权重 = 每行 softmax（你的掩码，每行之和为 1）</translation>
        </message>
        <message>
            <source>weights = softmax per row (rows sum to 1)</source>
            <translation>权重 = 每行 softmax（每行之和为 1）</translation>
        </message>
        <message>
            <source>head output = weights·V (head {number} is off: left out)</source>
            <translation>头输出 = 权重·V（头 {number} 已关闭：被略去）</translation>
        </message>
        <message>
            <source>head output = weights·V</source>
            <translation>头输出 = 权重·V</translation>
        </message>
        <message>
            <source>concat(heads, head {listed} off)</source>
            <translation>concat(各头，头 {listed} 已关闭)</translation>
        </message>
        <message>
            <source>concat(heads, heads {listed} off)</source>
            <translation>concat(各头，头 {listed} 已关闭)</translation>
        </message>
        <message>
            <source>concat(heads)</source>
            <translation>concat(各头)</translation>
        </message>
        <message>
            <source>head output</source>
            <translation>头输出</translation>
        </message>
        <message>
            <source>attention output = {heads}·W_o</source>
            <translation>注意力输出 = {heads}·W_o</translation>
        </message>
        <message>
            <source>attention output = {heads}</source>
            <translation>注意力输出 = {heads}</translation>
        </message>
        <message>
            <source>residual output = {symbol} + attention output</source>
            <translation>残差输出 = {symbol} + 注意力输出</translation>
        </message>
        <message>
            <source>residual output = {symbol} + attention output = {next}, the input of layer {number}</source>
            <translation>残差输出 = {symbol} + 注意力输出 = {next}，即第 {number} 层的输入</translation>
        </message>
        <message>
            <source>residual output</source>
            <translation>残差输出</translation>
        </message>
        <message>
            <source>next token = softmax({output}·W_U): the likeliest {shown} of {size}</source>
            <translation>下一个词元 = softmax({output}·W_U)：{size} 个中最可能的 {shown} 个</translation>
        </message>
        <message>
            <source>the source</source>
            <translation>源句</translation>
        </message>
        <message>
            <source>gain, bias</source>
            <translation>增益、偏置</translation>
        </message>
        <message>
            <source>the W's</source>
            <translation>各个 W</translation>
        </message>
    </context>
    <context>
        <name>strict_json</name>
        <message>
            <source>session file</source>
            <translation>会话文件</translation>
        </message>
        <message>
            <source>lesson file</source>
            <translation>课程文件</translation>
        </message>
        <message>
            <source>progress file</source>
            <translation>进度文件</translation>
        </message>
        <message>
            <source>translation file</source>
            <translation>翻译文件</translation>
        </message>
        <message>
            <source>document</source>
            <translation>文档</translation>
        </message>
        <message>
            <source>preset index</source>
            <translation>示例索引</translation>
        </message>
        <message>
            <source>key {key} appears twice in the same object</source>
            <translation>键 {key} 在同一个对象中出现了两次</translation>
        </message>
        <message>
            <source>{name} is not allowed: every value must be a finite number</source>
            <translation>不允许 {name}：每个值都必须是有限的数</translation>
        </message>
        <message>
            <source>the file is empty (expected one JSON object)</source>
            <translation>文件是空的（应为一个 JSON 对象）</translation>
        </message>
        <message>
            <source>not valid JSON: {problem} at line {line}, column {column} (the file ends too early)</source>
            <translation>不是有效的 JSON：{problem}，位于第 {line} 行第 {column} 列（文件过早结束）</translation>
        </message>
        <message>
            <source>not valid JSON: {problem} at line {line}, column {column}</source>
            <translation>不是有效的 JSON：{problem}，位于第 {line} 行第 {column} 列</translation>
        </message>
        <message>
            <source>the JSON is nested far too deeply to be read</source>
            <translation>JSON 嵌套太深，无法读取</translation>
        </message>
        <message>
            <source>not valid JSON: {problem}</source>
            <translation>不是有效的 JSON：{problem}</translation>
        </message>
        <message>
            <source>{name}: no such file</source>
            <translation>{name}：没有这个文件</translation>
        </message>
        <message>
            <source>{name}: is a folder, not a {kind}</source>
            <translation>{name}：是一个文件夹，而不是{kind}</translation>
        </message>
        <message>
            <source>{name}: is not an ordinary file, so it cannot be a {kind}</source>
            <translation>{name}：不是普通文件，所以不可能是{kind}</translation>
        </message>
        <message>
            <source>{name}: {size} MB is too big for a {kind} (the limit is {limit} MB)</source>
            <translation>{name}：{size} MB 对于{kind}来说太大了（上限是 {limit} MB）</translation>
        </message>
        <message>
            <source>{name}: not UTF-8 text (bad byte at offset {offset}); is this really a {kind}?</source>
            <translation>{name}：不是 UTF-8 文本（偏移 {offset} 处有错误字节）；这真的是{kind}吗？</translation>
        </message>
        <message>
            <source>{name}: cannot read it ({reason})</source>
            <translation>{name}：无法读取（{reason}）</translation>
        </message>
    </context>
    <context>
        <name>switch_tips</name>
        <message>
            <source>Each token may only look at itself and earlier tokens (as in GPT). Shortcut: M</source>
            <translation>每个词元只能看它自己和前面的词元（和 GPT 一样）。快捷键：M</translation>
        </message>
        <message>
            <source>No causal mask in cross-attention: the keys are another sentence (the source), so no key comes before or after a query. A mask of your own still works.</source>
            <translation>交叉注意力中没有因果掩码：键来自另一个句子（源句），所以没有哪个键在某个查询之前或之后。你自己的掩码仍然有效。</translation>
        </message>
        <message>
            <source>Add sinusoidal positional encodings to the token vectors (Z = X + PE). Shortcut: P</source>
            <translation>给词元向量加上正弦位置编码（Z = X + PE）。快捷键：P</translation>
        </message>
        <message>
            <source>This model learned its positions: W_pos ({rows} × {width}) is part of its weights, and its heads only work with them (the previous-token head finds t − 1 through them). Edit W_pos to change them; switching to sinusoidal or none would throw them away.</source>
            <translation>这个模型的位置是学出来的：W_pos（{rows} × {width}）是它的权重的一部分，它的头只能和这些位置一起工作（前一词元头通过它们找到 t − 1）。修改 W_pos 可以改变它们；切换到正弦编码或无位置编码会把它们丢掉。</translation>
        </message>
        <message>
            <source>Positions: learned</source>
            <translation>位置：学习得到的</translation>
        </message>
        <message>
            <source>Positions</source>
            <translation>位置</translation>
        </message>
    </context>
    <context>
        <name>teaching_docks</name>
        <message>
            <source>Explain this number</source>
            <translation>解释这个数</translation>
        </message>
        <message>
            <source>Sanity checks</source>
            <translation>合理性检查</translation>
        </message>
        <message>
            <source>Step through</source>
            <translation>逐步讲解</translation>
        </message>
        <message>
            <source>Step through the computation, one step at a time (F6)</source>
            <translation>一步一步地讲解计算过程（F6）</translation>
        </message>
    </context>
    <context>
        <name>to_session</name>
        <message>
            <source>the trainer cannot train this session: {problem}</source>
            <translation>训练器无法训练这个会话：{problem}</translation>
        </message>
        <message>
            <source>it needs a vocabulary and an unembedding W_U</source>
            <translation>它需要一个词表和一个反嵌入矩阵 W_U</translation>
        </message>
        <message>
            <source>it needs learned positions and the causal mask, without a custom mask</source>
            <translation>它需要学习得到的位置和因果掩码，且不能有自定义掩码</translation>
        </message>
        <message>
            <source>it needs self-attention scaled by √d_k</source>
            <translation>它需要按 √d_k 缩放的自注意力</translation>
        </message>
        <message>
            <source>its layers may not share keys and values, normalise, or switch heads off</source>
            <translation>它的层不能共享键和值、做归一化或关闭头</translation>
        </message>
        <message>
            <source>every layer needs W_o and the residual connection</source>
            <translation>每一层都需要 W_o 和残差连接</translation>
        </message>
        <message>
            <source>every layer needs the same heads, with d_v = d_k</source>
            <translation>每一层都需要同样的头，且 d_v = d_k</translation>
        </message>
        <message>
            <source>every layer's W_o must map the heads back to d_model</source>
            <translation>每一层的 W_o 都必须把各头映射回 d_model</translation>
        </message>
    </context>
    <context>
        <name>token_actions</name>
        <message>
            <source>Add token</source>
            <translation>添加词元</translation>
        </message>
        <message>
            <source>Vocabulary entry of the new token:</source>
            <translation>新词元的词表条目：</translation>
        </message>
        <message>
            <source>Label of the new token:</source>
            <translation>新词元的标签：</translation>
        </message>
        <message>
            <source>Add token "{label}"</source>
            <translation>添加词元“{label}”</translation>
        </message>
        <message>
            <source>Remove token "{label}"</source>
            <translation>删除词元“{label}”</translation>
        </message>
        <message>
            <source>Move "{label}"</source>
            <translation>移动“{label}”</translation>
        </message>
        <message>
            <source>Shuffle tokens</source>
            <translation>打乱词元顺序</translation>
        </message>
        <message>
            <source>Shuffled. Without positions each output row simply moved with its token: attention does not know the order.</source>
            <translation>已打乱。没有位置编码时，每个输出行只是跟着它的词元移动：注意力不知道顺序。</translation>
        </message>
    </context>
    <context>
        <name>token_sequence</name>
        <message>
            <source>tokens: only a session with a vocabulary can take a typed sequence (each label's vector is its row of W_E); rename the tokens one by one instead</source>
            <translation>tokens：只有带词表的会话才能接受输入的序列（每个标签的向量是它在 W_E 中的行）；请改为逐个重命名词元</translation>
        </message>
        <message>
            <source>tokens: type at least one token (labels separated by spaces)</source>
            <translation>tokens：请至少输入一个词元（标签之间用空格分隔）</translation>
        </message>
        <message>
            <source>tokens: {count} tokens is too many: this model learned {limit} positions (W_pos has {limit} rows); type at most {limit}</source>
            <translation>tokens：{count} 个词元太多了：这个模型学过 {limit} 个位置（W_pos 有 {limit} 行）；最多输入 {limit} 个</translation>
        </message>
        <message>
            <source>tokens: {count} tokens is too many: the limit is {limit}; type at most {limit}</source>
            <translation>tokens：{count} 个词元太多了：上限是 {limit}；最多输入 {limit} 个</translation>
        </message>
        <message>
            <source>tokens: {named} and {more} more are not in the vocabulary; its {count} labels are {labels}</source>
            <translation>tokens：{named}以及另外 {more} 个不在词表中；它的 {count} 个标签是 {labels}</translation>
        </message>
        <message>
            <source>tokens: {named} are not in the vocabulary; its {count} labels are {labels}</source>
            <translation>tokens：{named}不在词表中；它的 {count} 个标签是 {labels}</translation>
        </message>
        <message>
            <source>tokens: {named} is not in the vocabulary; its {count} labels are {labels}</source>
            <translation>tokens：{named}不在词表中；它的 {count} 个标签是 {labels}</translation>
        </message>
    </context>
    <context>
        <name>toolbar</name>
        <message>
            <source>Attention</source>
            <translation>注意力</translation>
        </message>
        <message>
            <source>Heads and sizes</source>
            <translation>头与尺寸</translation>
        </message>
        <message>
            <source>Causal mask</source>
            <translation>因果掩码</translation>
        </message>
        <message>
            <source>Positions</source>
            <translation>位置</translation>
        </message>
        <message>
            <source>Divide the scores by √d_k before the softmax</source>
            <translation>在 softmax 之前把分数除以 √d_k</translation>
        </message>
        <message>
            <source>Divide by the square root of d_k</source>
            <translation>除以 d_k 的平方根</translation>
        </message>
        <message>
            <source>Residual</source>
            <translation>残差</translation>
        </message>
        <message>
            <source>Add each token's own vector back: Z + attention</source>
            <translation>把每个词元自己的向量加回来：Z + 注意力</translation>
        </message>
        <message>
            <source>Project the concatenated heads back with W_o</source>
            <translation>用 W_o 把拼接起来的各头投影回去</translation>
        </message>
        <message>
            <source>Normalise each token's row before the heads read it: mean 0, spread 1, then × gain + bias (gain 1, bias 0 to start)</source>
            <translation>在各头读取之前，把每个词元的那一行归一化：平均值 0、离散程度 1，然后 × 增益 + 偏置（起初增益为 1、偏置为 0）</translation>
        </message>
        <message>
            <source>Layer normalisation</source>
            <translation>层归一化</translation>
        </message>
        <message>
            <source>Head shown in the panels</source>
            <translation>面板中显示的头</translation>
        </message>
        <message>
            <source>Which head's W_q, W_k, W_v, Q, K, V, scores and weights to show</source>
            <translation>显示哪个头的 W_q、W_k、W_v、Q、K、V、分数和权重</translation>
        </message>
        <message>
            <source>Head</source>
            <translation>头</translation>
        </message>
        <message>
            <source>Number of heads</source>
            <translation>头的数量</translation>
        </message>
        <message>
            <source>of</source>
            <translation>共</translation>
        </message>
        <message>
            <source>Width of the token vectors</source>
            <translation>词元向量的宽度</translation>
        </message>
        <message>
            <source>Width of queries and keys</source>
            <translation>查询和键的宽度</translation>
        </message>
        <message>
            <source>Width of the values</source>
            <translation>值的宽度</translation>
        </message>
        <message>
            <source>Decimals shown</source>
            <translation>显示的小数位数</translation>
        </message>
        <message>
            <source>decimals</source>
            <translation>小数位</translation>
        </message>
        <message>
            <source>head {number}</source>
            <translation>头 {number}</translation>
        </message>
        <message>
            <source>Causal mask on</source>
            <translation>因果掩码：开</translation>
        </message>
        <message>
            <source>Causal mask off</source>
            <translation>因果掩码：关</translation>
        </message>
        <message>
            <source>Positions on</source>
            <translation>位置：开</translation>
        </message>
        <message>
            <source>Positions off</source>
            <translation>位置：关</translation>
        </message>
        <message>
            <source>Scale by √d_k</source>
            <translation>按 √d_k 缩放</translation>
        </message>
        <message>
            <source>No scaling</source>
            <translation>不缩放</translation>
        </message>
        <message>
            <source>Residual on</source>
            <translation>残差：开</translation>
        </message>
        <message>
            <source>Residual off</source>
            <translation>残差：关</translation>
        </message>
        <message>
            <source>Add W_o</source>
            <translation>添加 W_o</translation>
        </message>
        <message>
            <source>Remove W_o</source>
            <translation>移除 W_o</translation>
        </message>
        <message>
            <source>LayerNorm on</source>
            <translation>LayerNorm：开</translation>
        </message>
        <message>
            <source>LayerNorm off</source>
            <translation>LayerNorm：关</translation>
        </message>
        <message numerus="yes">
            <source>%n heads</source>
            <translation>
                <numerusform>%n 个头</numerusform>
            </translation>
        </message>
        <message>
            <source>{change} (layer {layer})</source>
            <translation>{change}（第 {layer} 层）</translation>
        </message>
    </context>
    <context>
        <name>train_charts</name>
        <message>
            <source>training step</source>
            <translation>训练步数</translation>
        </message>
        <message>
            <source>layer 1, head {head}
previous-token {score}</source>
            <translation>第 1 层，头 {head}
前一词元 {score}</translation>
        </message>
        <message>
            <source>layer {layer}, head {head}
induction {score}</source>
            <translation>第 {layer} 层，头 {head}
归纳 {score}</translation>
        </message>
    </context>
    <context>
        <name>train_dock</name>
        <message>
            <source>Train a model</source>
            <translation>训练模型</translation>
        </message>
        <message>
            <source>&amp;Train a model</source>
            <translation>训练模型(&amp;T)</translation>
        </message>
        <message>
            <source>Opened the weights of step {step}: a copy, so the training in the Train panel goes on without changing it.</source>
            <translation>已打开第 {step} 步的权重：这是一个副本，所以训练面板中的训练会继续进行而不改变它。</translation>
        </message>
    </context>
    <context>
        <name>train_panel</name>
        <message>
            <source>A model with two layers of attention heads learns, from random weights, to continue a random sequence that repeats: &lt;s&gt; H K P Z … H K P Z …. Only the repeated half is scored, where every next token can be copied from the first half.</source>
            <translation>一个有两层注意力头的模型从随机权重开始，学习把一个重复出现的随机序列接着写下去：&lt;s&gt; H K P Z … H K P Z …。只对重复的那一半打分，那里每个下一个词元都可以从前一半照抄。</translation>
        </message>
        <message>
            <source>The heads on the probe {probe}: row = the position that looks, column = where it looks, bright = much weight, grey = later positions, which it may not see.</source>
            <translation>探针 {probe} 上的各个头：行 = 发出注视的位置，列 = 它注视的地方，亮 = 权重大，灰 = 它不能看的后面的位置。</translation>
        </message>
        <message>
            <source>Press Start to train a fresh model.</source>
            <translation>按“开始”训练一个新模型。</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>开始</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>暂停</translation>
        </message>
        <message>
            <source>Start over</source>
            <translation>重新开始</translation>
        </message>
        <message>
            <source>Train in the background; after a pause, go on from there</source>
            <translation>在后台训练；暂停之后从那里继续</translation>
        </message>
        <message>
            <source>Stop after this step, keeping what the model has learnt</source>
            <translation>在这一步之后停下，保留模型已经学到的东西</translation>
        </message>
        <message>
            <source>Fresh random weights from the seed, at step 0</source>
            <translation>从种子生成新的随机权重，回到第 0 步</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>种子</translation>
        </message>
        <message>
            <source>Where the random weights and data come from; used from step 0</source>
            <translation>随机权重和数据从哪里来；从第 0 步起使用</translation>
        </message>
        <message>
            <source>Open these weights</source>
            <translation>打开这些权重</translation>
        </message>
        <message>
            <source>Open the model as drawn here in the window, as a session</source>
            <translation>把这里画出的模型作为会话在窗口中打开</translation>
        </message>
        <message>
            <source>Loss on the repeated half</source>
            <translation>重复那一半上的损失</translation>
        </message>
        <message>
            <source>loss (nats)</source>
            <translation>损失（nat）</translation>
        </message>
        <message>
            <source>guessing: {loss}</source>
            <translation>瞎猜：{loss}</translation>
        </message>
        <message>
            <source>Copy accuracy, held-out sequences</source>
            <translation>复制准确率（留出的序列）</translation>
        </message>
        <message>
            <source>share right</source>
            <translation>答对的比例</translation>
        </message>
        <message>
            <source>chance</source>
            <translation>随机水平</translation>
        </message>
        <message>
            <source>Step {step} of {steps}</source>
            <translation>第 {step} 步，共 {steps} 步</translation>
        </message>
        <message>
            <source>loss {loss} nats</source>
            <translation>损失 {loss} nat</translation>
        </message>
        <message>
            <source>copy accuracy {percent} at step {step}</source>
            <translation>第 {step} 步的复制准确率为 {percent}</translation>
        </message>
        <message>
            <source>done: the recipe's steps are all taken</source>
            <translation>完成：训练方案中的步数已全部走完</translation>
        </message>
        <message>
            <source>paused</source>
            <translation>已暂停</translation>
        </message>
        <message>
            <source>Go on</source>
            <translation>继续</translation>
        </message>
    </context>
    <context>
        <name>trained_models</name>
        <message>
            <source>Each was trained here, in plain NumPy, on a small task. It opens as your own copy: every weight can be changed and every change undone, and Save keeps it in a file of yours. How they were trained and what each head does: docs/models.md.</source>
            <translation>每个模型都是在这里用纯 NumPy 在一个小任务上训练出来的。打开的是你自己的副本：每个权重都能修改，每次修改都能撤销，“保存”会把它存进你自己的文件。它们是如何训练的、每个头做什么：见 docs/models.md。</translation>
        </message>
        <message>
            <source>Open a trained model</source>
            <translation>打开训练好的模型</translation>
        </message>
        <message>
            <source>Open the trained model {name}</source>
            <translation>打开训练好的模型 {name}</translation>
        </message>
        <message>
            <source>No trained models are installed.</source>
            <translation>没有安装训练好的模型。</translation>
        </message>
        <message>
            <source>Open &amp;trained model…</source>
            <translation>打开训练好的模型(&amp;T)…</translation>
        </message>
        <message>
            <source>A model trained here, with real previous-token and induction heads to find</source>
            <translation>在这里训练的模型，里面有真正的前一词元头和归纳头等你去找</translation>
        </message>
    </context>
    <context>
        <name>trained_positions</name>
        <message>
            <source>The model was trained to predict only the repeated half: this token has not come before, so what follows it cannot be known, and here it can only guess.</source>
            <translation>模型只被训练预测重复的那一半：这个词元以前没有出现过，所以无从知道它后面是什么，在这里它只能瞎猜。</translation>
        </message>
        <message>
            <source>Grey rows: the first time a token comes, the model can only guess what follows.</source>
            <translation>灰色的行：一个词元第一次出现时，模型只能猜测后面是什么。</translation>
        </message>
        <message>
            <source>The model was trained to predict only after “{marker}” (the noun “it” means): here it was never asked for a prediction and can only guess.</source>
            <translation>模型只被训练在“{marker}”（“it”所指的名词）之后进行预测：在这里从未要求它预测，它只能瞎猜。</translation>
        </message>
        <message>
            <source>Grey rows: the model was trained to predict only after “{marker}”.</source>
            <translation>灰色的行：模型只被训练在“{marker}”之后进行预测。</translation>
        </message>
    </context>
    <context>
        <name>training_picture</name>
        <message>
            <source>Random weights: no head has a job yet; each looks wherever its random weights happen to point. Press Start and watch the loss and the maps.</source>
            <translation>随机权重：还没有哪个头有分工；每个头都看向它的随机权重碰巧指向的地方。按“开始”，观察损失和各张图。</translation>
        </message>
        <message>
            <source>An induction head has formed: layer {layer}, head {head} looks at the token after the earlier copy of the current one (the stripe in the repeated half), which it finds through layer 1, head {previous} looking one back. So the model copies, and the loss has dropped.</source>
            <translation>一个归纳头已经形成：第 {layer} 层的头 {head} 看向当前词元在前文中那次出现之后的词元（重复那一半中的条纹），它是通过往回看一个位置的第 1 层头 {previous} 找到的。于是模型会复制了，损失也下降了。</translation>
        </message>
        <message>
            <source>The plateau: the loss stays near {guess}, what guessing costs, because no head can find yet where the current token came before. The model learns the parts of the circuit while the loss hardly moves.</source>
            <translation>平台期：损失停留在 {guess} 附近，也就是瞎猜的代价，因为还没有哪个头能找到当前词元以前出现在哪里。在损失几乎不动的时候，模型正在学习这条回路的各个部件。</translation>
        </message>
        <message>
            <source>The drop: layer {layer}, head {head} starts to look at the token after the earlier copy (induction score {score}), and the loss falls as it does.</source>
            <translation>下降：第 {layer} 层的头 {head} 开始看向前文那次出现之后的词元（归纳得分 {score}），损失也随之下降。</translation>
        </message>
    </context>
    <context>
        <name>typed_sequence</name>
        <message>
            <source>The tokens, separated by spaces</source>
            <translation>词元，用空格分隔</translation>
        </message>
        <message>
            <source>Type the tokens</source>
            <translation>输入词元</translation>
        </message>
        <message>
            <source>Type the tokens separated by spaces: at most {limit} (the positions this model learned), each one of the vocabulary's {count} labels. Each takes its row of W_E.</source>
            <translation>输入用空格分隔的词元：最多 {limit} 个（这个模型学过的位置数），每个都是词表 {count} 个标签之一。每个词元取它在 W_E 中的行。</translation>
        </message>
        <message>
            <source>Type the tokens separated by spaces: at most {limit}, each one of the vocabulary's {count} labels. Each takes its row of W_E.</source>
            <translation>输入用空格分隔的词元：最多 {limit} 个，每个都是词表 {count} 个标签之一。每个词元取它在 W_E 中的行。</translation>
        </message>
        <message>
            <source>Type the tokens “{tokens}”</source>
            <translation>输入词元“{tokens}”</translation>
        </message>
        <message>
            <source>Type the whole sequence, labels separated by spaces</source>
            <translation>输入整个序列，标签之间用空格分隔</translation>
        </message>
        <message>
            <source>Only a session with a vocabulary has tokens to type: each is one of its labels</source>
            <translation>只有带词表的会话才有可以输入的词元：每个词元都是词表中的一个标签</translation>
        </message>
        <message>
            <source>T&amp;ype tokens…</source>
            <translation>输入词元(&amp;Y)…</translation>
        </message>
        <message>
            <source>type tokens…</source>
            <translation>输入词元…</translation>
        </message>
        <message>
            <source>random sequence and its repeat</source>
            <translation>随机序列及其重复</translation>
        </message>
        <message>
            <source>A random sequence, then the same again: from the second copy on, an induction head finds what came next last time. Each click draws another.</source>
            <translation>一个随机序列，再重复一遍：从第二遍起，归纳头会找到上次接下来是什么。每次点击都会重新抽取一个。</translation>
        </message>
        <message>
            <source>Random sequence and its repeat</source>
            <translation>随机序列及其重复</translation>
        </message>
    </context>
    <context>
        <name>undo_texts</name>
        <message>
            <source>Switch head {head} of layer {layer} off</source>
            <translation>关闭第 {layer} 层的头 {head}</translation>
        </message>
        <message>
            <source>Switch head {head} of layer {layer} on</source>
            <translation>打开第 {layer} 层的头 {head}</translation>
        </message>
        <message>
            <source>Switch head {head} off</source>
            <translation>关闭头 {head}</translation>
        </message>
        <message>
            <source>Switch head {head} on</source>
            <translation>打开头 {head}</translation>
        </message>
        <message>
            <source>K/V groups {before} → {after} in layer {layer}</source>
            <translation>第 {layer} 层的 K/V 分组 {before} → {after}</translation>
        </message>
        <message>
            <source>K/V groups {before} → {after}</source>
            <translation>K/V 分组 {before} → {after}</translation>
        </message>
        <message>
            <source>Add layer {layer}</source>
            <translation>添加第 {layer} 层</translation>
        </message>
        <message>
            <source>Remove layer {layer}</source>
            <translation>删除第 {layer} 层</translation>
        </message>
        <message>
            <source>Edit {matrix}</source>
            <translation>编辑 {matrix}</translation>
        </message>
        <message numerus="yes">
            <source>Change %n cells of {matrix}</source>
            <translation>
                <numerusform>修改 {matrix} 的 %n 个格子</numerusform>
            </translation>
        </message>
        <message>
            <source>Several changes</source>
            <translation>多项修改</translation>
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
            <translation>蓝 – 白 – 橙</translation>
        </message>
        <message>
            <source>Blue – white – yellow</source>
            <translation>蓝 – 白 – 黄</translation>
        </message>
    </context>
    <context>
        <name>walkthrough</name>
        <message>
            <source>Project</source>
            <translation>投影</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>打分</translation>
        </message>
        <message>
            <source>scores = Q·Kᵀ</source>
            <translation>分数 = Q·Kᵀ</translation>
        </message>
        <message>
            <source>Scale</source>
            <translation>缩放</translation>
        </message>
        <message>
            <source>scaled = scores / √d_k</source>
            <translation>缩放后的分数 = 分数 / √d_k</translation>
        </message>
        <message>
            <source>Softmax</source>
            <translation>Softmax</translation>
        </message>
        <message>
            <source>weights = softmax(scaled), one row at a time</source>
            <translation>权重 = softmax(缩放后的分数)，一次一行</translation>
        </message>
        <message>
            <source>Mix</source>
            <translation>混合</translation>
        </message>
        <message>
            <source>output = weights·V</source>
            <translation>输出 = 权重·V</translation>
        </message>
        <message>
            <source>Project back</source>
            <translation>投影回去</translation>
        </message>
        <message>
            <source>attention output = concat(heads)·W_o</source>
            <translation>注意力输出 = concat(各头)·W_o</translation>
        </message>
        <message>
            <source>Residual</source>
            <translation>残差</translation>
        </message>
        <message>
            <source>residual = Z + attention output</source>
            <translation>残差 = Z + 注意力输出</translation>
        </message>
        <message>
            <source>Z (the token vectors plus their positions)</source>
            <translation>Z（词元向量加上它们的位置）</translation>
        </message>
        <message>
            <source>{matrix} (the previous layer's output)</source>
            <translation>{matrix}（上一层的输出）</translation>
        </message>
        <message>
            <source>Every row of {source} is multiplied by three matrices: W_q gives the token a query (what it is looking for), W_k a key (how others can find it) and W_v a value (what it hands on). For {token}: query {query}, key {key}, value {value}.</source>
            <translation>{source} 的每一行都要乘以三个矩阵：W_q 给词元一个查询（它在找什么），W_k 给一个键（别人怎样找到它），W_v 给一个值（它交出去的东西）。对 {token}：查询 {query}，键 {key}，值 {value}。</translation>
        </message>
        <message numerus="yes">
            <source>Queries and keys both have d_k = %n number(s), so they can be compared.</source>
            <translation>
                <numerusform>查询和键都有 d_k = %n 个数，所以它们可以比较。</numerusform>
            </translation>
        </message>
        <message>
            <source>This is head {head} of {heads}; each head has its own three matrices.</source>
            <translation>这是 {heads} 个头中的头 {head}；每个头都有自己的三个矩阵。</translation>
        </message>
        <message>
            <source>The query of {token} meets the key of every token in a dot product (multiply place by place, add up): {scores}.</source>
            <translation>{token} 的查询与每个词元的键做点积（逐位相乘再相加）：{scores}。</translation>
        </message>
        <message>
            <source>The best match is {token} with {score}. What counts is how far each score lies below the best one; a score under 0 will still get a positive weight.</source>
            <translation>最匹配的是 {token}，分数为 {score}。关键在于每个分数比最高分低多少；低于 0 的分数仍然会得到正的权重。</translation>
        </message>
        <message>
            <source>d_k = {d_k}, so every score is divided by √{d_k} {root}: {scaled}. Long vectors give large dot products; dividing by √d_k keeps them in a range where the softmax still spreads its weight instead of giving nearly all of it to one key.</source>
            <translation>d_k = {d_k}，所以每个分数都除以 √{d_k} {root}：{scaled}。长向量会得到大的点积；除以 √d_k 让它们保持在 softmax 仍能分散权重的范围内，而不是把几乎全部权重都给一个键。</translation>
        </message>
        <message>
            <source>Scaling is switched off (÷√d_k in the toolbar), so the scores go into the softmax as they are: {scaled}. With long vectors that makes the softmax pick one key and ignore the rest.</source>
            <translation>缩放已关闭（工具栏上的 ÷√d_k），所以分数原样进入 softmax：{scaled}。向量很长时，这会让 softmax 只挑一个键而忽略其余的。</translation>
        </message>
        <message>
            <source>Every key is hidden from {token}, so there is nothing to share out: its weights cannot be computed (0 ÷ 0). Show at least one key again.</source>
            <translation>对 {token} 来说每个键都被遮住了，所以没有什么可分：它的权重无法计算（0 ÷ 0）。请至少重新显示一个键。</translation>
        </message>
        <message>
            <source>The softmax turns row {token} into weights that are positive and add up to 1: subtract the row's largest score, raise e to each result, divide by their total. {token} gives {weights}.</source>
            <translation>softmax 把 {token} 这一行变成为正且加起来等于 1 的权重：减去这一行的最大分数，对每个结果求 e 的幂，再除以它们的总和。{token} 给出 {weights}。</translation>
        </message>
        <message>
            <source>It listens most to {token} ({best}) and gives itself only {own}: attention follows how well query and key match, not where a token sits.</source>
            <translation>它最听 {token} 的（{best}），只给自己 {own}：注意力取决于查询和键有多匹配，而不是词元在哪里。</translation>
        </message>
        <message>
            <source>Masked keys are set to −∞ before the softmax, so they get exactly 0.</source>
            <translation>被遮住的键在 softmax 之前设为 −∞，所以它们恰好得到 0。</translation>
        </message>
        <message>
            <source>The output of {token} blends the value rows, each in the share its weight gives: {sum}.</source>
            <translation>{token} 的输出混合了各个值行，每一行按它的权重所给的份额：{sum}。</translation>
        </message>
        <message>
            <source>(Adding the printed terms gives {sum}: the weights are shown rounded, the output is worked out from the exact ones.)</source>
            <translation>（把列出的各项相加得到 {sum}：显示的权重是四舍五入后的，而输出是用精确的权重算出来的。）</translation>
        </message>
        <message>
            <source>With one head and no W_o there is nothing to combine: the attention output of {token} is the head's output, {output}.</source>
            <translation>只有一个头、没有 W_o 时，没有什么要组合的：{token} 的注意力输出就是这个头的输出 {output}。</translation>
        </message>
        <message>
            <source>The outputs of both heads are placed side by side: the attention output of {token} is {output}.</source>
            <translation>两个头的输出并排放置：{token} 的注意力输出是 {output}。</translation>
        </message>
        <message>
            <source>The outputs of all {heads} heads are placed side by side: the attention output of {token} is {output}.</source>
            <translation>全部 {heads} 个头的输出并排放置：{token} 的注意力输出是 {output}。</translation>
        </message>
        <message>
            <source>W_o ({rows} × {columns}) turns the {rows} numbers of the head's output into {columns}: each column of W_o says how much of each output number goes into one place of the result. For {token}: {product}.</source>
            <translation>W_o（{rows} × {columns}）把头输出的 {rows} 个数变成 {columns} 个：W_o 的每一列说明每个输出数有多少进入结果的某一个位置。对 {token}：{product}。</translation>
        </message>
        <message>
            <source>The outputs of both heads are placed side by side, and W_o ({rows} × {columns}) turns those {rows} numbers into {columns}: each column of W_o says how much of each output number goes into one place of the result. For {token}: {product}.</source>
            <translation>两个头的输出并排放置，W_o（{rows} × {columns}）把这 {rows} 个数变成 {columns} 个：W_o 的每一列说明每个输出数有多少进入结果的某一个位置。对 {token}：{product}。</translation>
        </message>
        <message>
            <source>The outputs of all {heads} heads are placed side by side, and W_o ({rows} × {columns}) turns those {rows} numbers into {columns}: each column of W_o says how much of each output number goes into one place of the result. For {token}: {product}.</source>
            <translation>全部 {heads} 个头的输出并排放置，W_o（{rows} × {columns}）把这 {rows} 个数变成 {columns} 个：W_o 的每一列说明每个输出数有多少进入结果的某一个位置。对 {token}：{product}。</translation>
        </message>
        <message>
            <source>The residual cannot be formed here: {reason}. In a Transformer layer the attention output is added to each token's own vector, so the token keeps what it was and gains the context on top.</source>
            <translation>这里无法求残差：{reason}。在 Transformer 层中，注意力输出要加到每个词元自己的向量上，于是词元保留它原来的东西，并在其上获得上下文。</translation>
        </message>
        <message>
            <source>{token} adds its own vector back to what attention brought in ({source} + attention output): {sum}. So the token loses nothing of what it was: its own features stay, and the context gathered from the other tokens is added to them.</source>
            <translation>{token} 把它自己的向量加回到注意力带来的东西上（{source} + 注意力输出）：{sum}。这样词元原来的东西一点也不会丢：它自己的特征保留下来，从其他词元那里收集到的上下文加在它们上面。</translation>
        </message>
    </context>
    <context>
        <name>walkthrough_panel</name>
        <message>
            <source>◀ Previous</source>
            <translation>◀ 上一步</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>下一步 ▶</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>停止</translation>
        </message>
        <message>
            <source>The step's text (the arrow keys scroll it)</source>
            <translation>这一步的文本（方向键可滚动）</translation>
        </message>
        <message>
            <source>The step's formula, then what it does to the numbers</source>
            <translation>这一步的公式，然后是它对这些数做了什么</translation>
        </message>
        <message>
            <source>Keys: {keys}</source>
            <translation>快捷键：{keys}</translation>
        </message>
        <message>
            <source>Step {number} of {count}: {title}</source>
            <translation>第 {number} 步，共 {count} 步：{title}</translation>
        </message>
        <message>
            <source>The numbers are hidden until you answer the lesson's question.</source>
            <translation>在你回答课程的问题之前，这些数是隐藏的。</translation>
        </message>
    </context>
    <context>
        <name>walkthrough_words</name>
        <message>
            <source>less than 1 %</source>
            <translation>不到 1 %</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent} %</translation>
        </message>
        <message>
            <source>The mask hides {keys} from {query}.</source>
            <translation>掩码对 {query} 遮住了 {keys}。</translation>
        </message>
        <message>
            <source>That is as wide as the token vectors ({width} numbers), so the next step can add the two.</source>
            <translation>这和词元向量一样宽（{width} 个数），所以下一步可以把两者相加。</translation>
        </message>
        <message>
            <source>The token vectors have {width} numbers and this has {own}, so the two cannot be added: switch W_o on (toolbar) to bring it back to the token width.</source>
            <translation>词元向量有 {width} 个数，而这个有 {own} 个，所以两者不能相加：请（在工具栏上）打开 W_o，把它变回词元的宽度。</translation>
        </message>
        <message>
            <source>The token vectors have {width} numbers and this has {own}, so the two cannot be added: give W_o {width} columns to bring it back to the token width.</source>
            <translation>词元向量有 {width} 个数，而这个有 {own} 个，所以两者不能相加：请让 W_o 有 {width} 列，把它变回词元的宽度。</translation>
        </message>
    </context>
    <context>
        <name>welcome</name>
        <message>
            <source>Welcome to selfattn-gui</source>
            <translation>欢迎使用 selfattn-gui</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>欢迎</translation>
        </message>
        <message>
            <source>Choose where to begin</source>
            <translation>选择从哪里开始</translation>
        </message>
        <message>
            <source>Learn self-attention by touching every number</source>
            <translation>亲手摆弄每一个数，学会自注意力</translation>
        </message>
        <message>
            <source>Start lesson 1</source>
            <translation>开始第 1 课</translation>
        </message>
        <message>
            <source>{lesson}: step by step, predicting each number first</source>
            <translation>{lesson}：一步一步来，每个数都先预测</translation>
        </message>
        <message>
            <source>No lesson could be read</source>
            <translation>无法读取任何课程</translation>
        </message>
        <message>
            <source>Explore the example</source>
            <translation>探索示例</translation>
        </message>
        <message>
            <source>cat sat mat: change any number and watch every step follow (F6 steps through it)</source>
            <translation>cat sat mat：修改任何一个数，看每一步如何随之变化（F6 逐步讲解）</translation>
        </message>
        <message>
            <source>Open a file…</source>
            <translation>打开文件…</translation>
        </message>
        <message>
            <source>A session you or your teacher saved (*.selfattn.json)</source>
            <translation>你或你的老师保存的会话 (*.selfattn.json)</translation>
        </message>
        <message>
            <source>Open a trained model…</source>
            <translation>打开训练好的模型…</translation>
        </message>
        <message>
            <source>Real trained heads to find and switch off</source>
            <translation>有真正训练出来的头，等你去找、去关掉</translation>
        </message>
        <message>
            <source>No recent files yet.</source>
            <translation>还没有最近的文件。</translation>
        </message>
        <message>
            <source>Show this page at start</source>
            <translation>启动时显示此页</translation>
        </message>
        <message>
            <source>Space turns it on or off; Help, Welcome opens the page at any time</source>
            <translation>空格键可打开或关闭；“帮助 → 欢迎”随时可以打开此页</translation>
        </message>
        <message>
            <source>Close (Esc)</source>
            <translation>关闭（Esc）</translation>
        </message>
        <message>
            <source>Close the welcome page</source>
            <translation>关闭欢迎页</translation>
        </message>
        <message>
            <source>Go to the window as it is</source>
            <translation>直接进入窗口</translation>
        </message>
        <message>
            <source>Start here</source>
            <translation>从这里开始</translation>
        </message>
        <message>
            <source>Recent files</source>
            <translation>最近的文件</translation>
        </message>
        <message>
            <source>Ways to begin</source>
            <translation>开始的方式</translation>
        </message>
        <message>
            <source>Lesson 1, the example, a file, recent files and the examples, each a button</source>
            <translation>第 1 课、示例、文件、最近的文件和各个示例，每个都是一个按钮</translation>
        </message>
        <message>
            <source>Open recent file {name}</source>
            <translation>打开最近的文件 {name}</translation>
        </message>
        <message>
            <source>&amp;Welcome…</source>
            <translation>欢迎(&amp;W)…</translation>
        </message>
        <message>
            <source>Where to begin: lesson 1, the example, a file or a preset</source>
            <translation>从哪里开始：第 1 课、示例、文件或某个示例会话</translation>
        </message>
    </context>
    <context>
        <name>worksheet</name>
        <message>
            <source>{name} (head {head})</source>
            <translation>{name}（头 {head}）</translation>
        </message>
        <message>
            <source>Tokens ({count}): {tokens}</source>
            <translation>词元（{count} 个）：{tokens}</translation>
        </message>
        <message>
            <source>d_model = {d_model}, d_k = {d_k}, d_v = {d_v}, heads = {heads}</source>
            <translation>d_model = {d_model}，d_k = {d_k}，d_v = {d_v}，头数 = {heads}</translation>
        </message>
        <message>
            <source>Scaling: divide the scores by √d_k = √{d_k} ≈ {root}</source>
            <translation>缩放：把分数除以 √d_k = √{d_k} ≈ {root}</translation>
        </message>
        <message>
            <source>Scaling: off (the scaled scores are the scores)</source>
            <translation>缩放：关（缩放后的分数就是分数）</translation>
        </message>
        <message>
            <source>Positions: sinusoidal encoding added, Z = X + PE (PE is given)</source>
            <translation>位置：加上正弦编码，Z = X + PE（PE 已给出）</translation>
        </message>
        <message>
            <source>Positions: none, so Z = X</source>
            <translation>位置：无，所以 Z = X</translation>
        </message>
        <message>
            <source>Causal mask: on, each token sees only itself and the tokens before it</source>
            <translation>因果掩码：开，每个词元只能看它自己和它前面的词元</translation>
        </message>
        <message>
            <source>Causal mask: off</source>
            <translation>因果掩码：关</translation>
        </message>
        <message>
            <source>Custom mask: the keys marked 0 in the mask below are hidden</source>
            <translation>自定义掩码：下面掩码中标为 0 的键被遮住</translation>
        </message>
        <message>
            <source>Output projection W_o: yes</source>
            <translation>输出投影 W_o：有</translation>
        </message>
        <message>
            <source>Output projection W_o: no</source>
            <translation>输出投影 W_o：无</translation>
        </message>
        <message>
            <source>Residual: on, residual = Z + attention output</source>
            <translation>残差：开，残差 = Z + 注意力输出</translation>
        </message>
        <message>
            <source>Residual: none ({reason})</source>
            <translation>残差：无（{reason}）</translation>
        </message>
        <message>
            <source>Given: the token vectors</source>
            <translation>已知：词元向量</translation>
        </message>
        <message>
            <source>X: one row per token</source>
            <translation>X：每个词元一行</translation>
        </message>
        <message>
            <source>Given: the positional encoding</source>
            <translation>已知：位置编码</translation>
        </message>
        <message>
            <source>PE: added to X</source>
            <translation>PE：加到 X 上</translation>
        </message>
        <message>
            <source>Given: which keys each query may see</source>
            <translation>已知：每个查询能看到哪些键</translation>
        </message>
        <message>
            <source>Given: the projections</source>
            <translation>已知：各个投影</translation>
        </message>
        <message>
            <source>Given: the output projection</source>
            <translation>已知：输出投影</translation>
        </message>
        <message>
            <source>W_o: mixes the heads</source>
            <translation>W_o：混合各个头</translation>
        </message>
        <message>
            <source>scores = Q·Kᵀ (row: query, column: key),   scaled = scores / √{d_k}</source>
            <translation>分数 = Q·Kᵀ（行：查询，列：键），   缩放后的分数 = 分数 / √{d_k}</translation>
        </message>
        <message>
            <source>scores = Q·Kᵀ (row: query, column: key); no scaling</source>
            <translation>分数 = Q·Kᵀ（行：查询，列：键）；不缩放</translation>
        </message>
        <message>
            <source>Hidden keys get weight 0; the others share 1.</source>
            <translation>被遮住的键权重为 0；其余的键分掉 1。</translation>
        </message>
        <message>
            <source>Step 1: project</source>
            <translation>第 1 步：投影</translation>
        </message>
        <message>
            <source>Steps 2–3: score and scale</source>
            <translation>第 2–3 步：打分和缩放</translation>
        </message>
        <message>
            <source>Step 4: softmax</source>
            <translation>第 4 步：softmax</translation>
        </message>
        <message>
            <source>weights = softmax of each row of the scaled scores (every row adds up to 1)</source>
            <translation>权重 = 对缩放后分数的每一行做 softmax（每一行加起来都等于 1）</translation>
        </message>
        <message>
            <source>Step 5: mix the values</source>
            <translation>第 5 步：混合各个值</translation>
        </message>
        <message>
            <source>output = weights·V</source>
            <translation>输出 = 权重·V</translation>
        </message>
        <message>
            <source>Step 0: add the positions</source>
            <translation>第 0 步：加上位置</translation>
        </message>
        <message>
            <source>attention output = concat(head outputs)·W_o</source>
            <translation>注意力输出 = concat(头输出)·W_o</translation>
        </message>
        <message>
            <source>attention output = concat(head outputs)</source>
            <translation>注意力输出 = concat(头输出)</translation>
        </message>
        <message>
            <source>Step 6: combine the heads</source>
            <translation>第 6 步：组合各个头</translation>
        </message>
        <message>
            <source>Step 7: add the residual</source>
            <translation>第 7 步：加上残差</translation>
        </message>
        <message>
            <source>residual = {matrix} + attention output</source>
            <translation>残差 = {matrix} + 注意力输出</translation>
        </message>
        <message>
            <source>Self-attention</source>
            <translation>自注意力</translation>
        </message>
    </context>
    <context>
        <name>worksheet_pdf</name>
        <message>
            <source>page {number}</source>
            <translation>第 {number} 页</translation>
        </message>
        <message>
            <source>worksheet</source>
            <translation>练习单</translation>
        </message>
        <message>
            <source>Name: ______________________    Date: ____________</source>
            <translation>姓名：______________________    日期：____________</translation>
        </message>
        <message>
            <source>Work out each step by hand from the numbers given, one matrix at a time. Round to {decimals} decimals. The answers are on the last pages.</source>
            <translation>根据给出的数，一次一个矩阵，亲手算出每一步。保留 {decimals} 位小数。答案在最后几页。</translation>
        </message>
        <message>
            <source>answer key</source>
            <translation>答案</translation>
        </message>
        <message>
            <source>Answer key: {title}</source>
            <translation>答案：{title}</translation>
        </message>
        <message>
            <source>Worksheet: {title}</source>
            <translation>练习单：{title}</translation>
        </message>
    </context>
</TS>
