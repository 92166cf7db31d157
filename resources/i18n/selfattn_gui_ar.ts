<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar_EG">
    <context>
        <name>appearance</name>
        <message>
            <source>Light</source>
            <translation>فاتح</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>داكن</translation>
        </message>
        <message>
            <source>High contrast (projector)</source>
            <translation>تباين عالٍ (لجهاز العرض)</translation>
        </message>
    </context>
    <context>
        <name>atomic_files</name>
        <message>
            <source>the name is a loop of symbolic links</source>
            <translation>الاسم حلقة من الروابط الرمزية</translation>
        </message>
        <message>
            <source>the file is read-only, so it was left as it was</source>
            <translation>الملف للقراءة فقط، فتُرك كما كان</translation>
        </message>
        <message>
            <source>nothing was written to {name}</source>
            <translation>لم يُكتب شيء في {name}</translation>
        </message>
    </context>
    <context>
        <name>attention</name>
        <message>
            <source>softmax over the columns instead of the rows</source>
            <translation>softmax على الأعمدة بدل الصفوف</translation>
        </message>
        <message>
            <source>masking after the softmax (zeroing) instead of before it</source>
            <translation>القناع بعد softmax (بالتصفير) بدل قبلها</translation>
        </message>
        <message>
            <source>forgetting to divide the scores by √d_k</source>
            <translation>نسيان قسمة الدرجات على √d_k</translation>
        </message>
        <message>
            <source>token {position} "{token}" has nothing left to attend to: every key is masked for it; show at least one key (for example itself)</source>
            <translation>الرمز {position} «{token}» لم يبقَ له ما ينتبه إليه: كل مفتاح محجوب عنه؛ أظهر مفتاحًا واحدًا على الأقل (مثلًا الرمز نفسه)</translation>
        </message>
        <message>
            <source>the residual connection is switched off</source>
            <translation>الوصلة المتبقية مطفأة</translation>
        </message>
    </context>
    <context>
        <name>attention_panels</name>
        <message>
            <source>Attention weights</source>
            <translation>أوزان الانتباه</translation>
        </message>
        <message>
            <source>Weights of the selected query over the keys</source>
            <translation>أوزان الاستعلام المحدَّد على المفاتيح</translation>
        </message>
        <message>
            <source>Weights of head {number}: rows are queries, columns keys</source>
            <translation>أوزان الرأس {number}: الصفوف استعلامات، والأعمدة مفاتيح</translation>
        </message>
    </context>
    <context>
        <name>autosave</name>
        <message>
            <source>the recovery folder {folder} is a file, not a folder (move that file away)</source>
            <translation>مجلد الاستعادة {folder} ملف لا مجلد (انقل ذلك الملف من مكانه)</translation>
        </message>
        <message>
            <source>cannot write the recovery copy in {folder} ({reason})</source>
            <translation>تعذّرت كتابة نسخة الاستعادة في {folder} ‏({reason})</translation>
        </message>
        <message>
            <source>could not remove the recovery copy {file} ({reason}); it will be offered at the next start</source>
            <translation>تعذّر حذف نسخة الاستعادة {file} ‏({reason})؛ ستُعرض عند التشغيل التالي</translation>
        </message>
    </context>
    <context>
        <name>background_training</name>
        <message>
            <source>Trained in the app: seed {seed}, {steps} steps</source>
            <translation>دُرِّب في التطبيق: البذرة {seed}، {steps} خطوة</translation>
        </message>
    </context>
    <context>
        <name>bar_labels</name>
        <message>
            <source>masked</source>
            <translation>محجوب</translation>
        </message>
    </context>
    <context>
        <name>cell_blocks</name>
        <message>
            <source>Copy works on one rectangle of cells: select a single block.</source>
            <translation>النسخ يعمل على مستطيل واحد من الخلايا: حدِّد كتلة واحدة.</translation>
        </message>
        <message>
            <source>These numbers are hidden until you answer the lesson's question: answer it (or press Reveal) to copy them.</source>
            <translation>هذه الأرقام مخفيّة حتى تجيب عن سؤال الدرس: أجب عنه (أو اضغط «اكشف») لتنسخها.</translation>
        </message>
        <message>
            <source>Select the cell where the pasted numbers should start.</source>
            <translation>حدِّد الخلية التي يجب أن تبدأ منها الأرقام الملصقة.</translation>
        </message>
        <message>
            <source>Nothing was pasted: {reason}</source>
            <translation>لم يُلصق شيء: {reason}</translation>
        </message>
        <message>
            <source>pasted {rows} × {columns} but only {rows_fit} × {columns_fit} fit from row {row}, column {column}: the extra cells were left out</source>
            <translation>أُلصق {rows} × {columns} لكن لا يتسع إلا {rows_fit} × {columns_fit} بدءًا من الصف {row}، العمود {column}: تُركت الخلايا الزائدة</translation>
        </message>
    </context>
    <context>
        <name>cell_input</name>
        <message>
            <source>too large: the limit is ±{limit}</source>
            <translation>كبير جدًا: الحد ±{limit}</translation>
        </message>
        <message>
            <source>must be a finite number</source>
            <translation>يجب أن يكون رقمًا محدودًا</translation>
        </message>
        <message>
            <source>empty: type a number</source>
            <translation>فارغة: اكتب رقمًا</translation>
        </message>
        <message>
            <source>{typed} is not a number</source>
            <translation>{typed} ليس رقمًا</translation>
        </message>
        <message>
            <source>nothing to paste: copy some numbers first</source>
            <translation>لا شيء للصق: انسخ بعض الأرقام أولًا</translation>
        </message>
        <message>
            <source>row {row} is empty: every row of a pasted block needs numbers</source>
            <translation>الصف {row} فارغ: كل صف في الكتلة الملصقة يحتاج إلى أرقام</translation>
        </message>
        <message>
            <source>too big: the pasted block has {rows} rows, the limit is {limit}</source>
            <translation>كبير جدًا: في الكتلة الملصقة {rows} صفًا، والحد {limit}</translation>
        </message>
        <message>
            <source>too big: the pasted text has {characters} characters, far more than {rows} × {columns} numbers need</source>
            <translation>كبير جدًا: في النص الملصق {characters} حرفًا، أكثر بكثير مما تحتاجه {rows} × {columns} من الأرقام</translation>
        </message>
        <message>
            <source>too big: row {row} of the pasted block has {width} columns, the limit is {limit}</source>
            <translation>كبير جدًا: الصف {row} من الكتلة الملصقة فيه {width} عمودًا، والحد {limit}</translation>
        </message>
        <message numerus="yes">
            <source>row {row} has %n column(s) but row 1 has {width}: every row of a pasted block needs the same number of columns</source>
            <translation>
                <numerusform>الصف {row} فيه %n عمود لكن الصف 1 فيه {width}: كل صف في الكتلة الملصقة يحتاج إلى العدد نفسه من الأعمدة</numerusform>
                <numerusform>الصف {row} فيه عمود واحد (%n) لكن الصف 1 فيه {width}: كل صف في الكتلة الملصقة يحتاج إلى العدد نفسه من الأعمدة</numerusform>
                <numerusform>الصف {row} فيه عمودان (%n) لكن الصف 1 فيه {width}: كل صف في الكتلة الملصقة يحتاج إلى العدد نفسه من الأعمدة</numerusform>
                <numerusform>الصف {row} فيه %n أعمدة لكن الصف 1 فيه {width}: كل صف في الكتلة الملصقة يحتاج إلى العدد نفسه من الأعمدة</numerusform>
                <numerusform>الصف {row} فيه %n عمودًا لكن الصف 1 فيه {width}: كل صف في الكتلة الملصقة يحتاج إلى العدد نفسه من الأعمدة</numerusform>
                <numerusform>الصف {row} فيه %n عمود لكن الصف 1 فيه {width}: كل صف في الكتلة الملصقة يحتاج إلى العدد نفسه من الأعمدة</numerusform>
            </translation>
        </message>
        <message>
            <source>row {row}, column {column}: {problem}</source>
            <translation>الصف {row}، العمود {column}: {problem}</translation>
        </message>
    </context>
    <context>
        <name>cell_messages</name>
        <message>
            <source>row "{row}", column {column}</source>
            <translation>الصف «{row}»، العمود {column}</translation>
        </message>
        <message>
            <source>row {row}, column {column}</source>
            <translation>الصف {row}، العمود {column}</translation>
        </message>
        <message>
            <source>"{token}": double-click to rename this token</source>
            <translation>«{token}»: انقر نقرًا مزدوجًا لإعادة تسمية هذا الرمز</translation>
        </message>
        <message>
            <source>{value} is not a number</source>
            <translation>{value} ليس رقمًا</translation>
        </message>
        <message>
            <source>row {row}: a token label cannot be empty</source>
            <translation>الصف {row}: لا يمكن أن يكون عنوان الرمز فارغًا</translation>
        </message>
    </context>
    <context>
        <name>checks</name>
        <message>
            <source>{matrix} is {found} but should be {expected}</source>
            <translation>{matrix} أبعادها {found} لكن يجب أن تكون {expected}</translation>
        </message>
        <message>
            <source>scores and weights are {n} × {m}, the output is {n} × {d_v}, the attention output is {n} × {width}, the residual is {n} × {d_model}</source>
            <translation>الدرجات والأوزان {n} × {m}، والمخرج {n} × {d_v}، ومخرج الانتباه {n} × {width}، والوصلة المتبقية {n} × {d_model}</translation>
        </message>
        <message>
            <source>scores and weights are {n} × {m}, the output is {n} × {d_v}, the attention output is {n} × {width}</source>
            <translation>الدرجات والأوزان {n} × {m}، والمخرج {n} × {d_v}، ومخرج الانتباه {n} × {width}</translation>
        </message>
        <message>
            <source>{shapes}; no residual: {reason}</source>
            <translation>{shapes}؛ لا وصلة متبقية: {reason}</translation>
        </message>
        <message>
            <source>Shapes</source>
            <translation>الأبعاد</translation>
        </message>
        <message numerus="yes">
            <source>in every layer, no weight is negative, each of the %n rows adds up to 1, a hidden key gets exactly 0</source>
            <translation>
                <numerusform>في كل طبقة، لا وزن سالب، ومجموع كل صف من الصفوف الـ %n هو 1، والمفتاح المحجوب ينال 0 بالضبط</numerusform>
                <numerusform>في كل طبقة، لا وزن سالب، ومجموع الصف الوحيد (%n) هو 1، والمفتاح المحجوب ينال 0 بالضبط</numerusform>
                <numerusform>في كل طبقة، لا وزن سالب، ومجموع كلٍّ من الصفين (%n) هو 1، والمفتاح المحجوب ينال 0 بالضبط</numerusform>
                <numerusform>في كل طبقة، لا وزن سالب، ومجموع كل صف من الصفوف الـ %n هو 1، والمفتاح المحجوب ينال 0 بالضبط</numerusform>
                <numerusform>في كل طبقة، لا وزن سالب، ومجموع كل صف من الصفوف الـ %n هو 1، والمفتاح المحجوب ينال 0 بالضبط</numerusform>
                <numerusform>في كل طبقة، لا وزن سالب، ومجموع كل صف من الصفوف الـ %n هو 1، والمفتاح المحجوب ينال 0 بالضبط</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>no weight is negative, each of the %n rows adds up to 1, a hidden key gets exactly 0</source>
            <translation>
                <numerusform>لا وزن سالب، ومجموع كل صف من الصفوف الـ %n هو 1، والمفتاح المحجوب ينال 0 بالضبط</numerusform>
                <numerusform>لا وزن سالب، ومجموع الصف الوحيد (%n) هو 1، والمفتاح المحجوب ينال 0 بالضبط</numerusform>
                <numerusform>لا وزن سالب، ومجموع كلٍّ من الصفين (%n) هو 1، والمفتاح المحجوب ينال 0 بالضبط</numerusform>
                <numerusform>لا وزن سالب، ومجموع كل صف من الصفوف الـ %n هو 1، والمفتاح المحجوب ينال 0 بالضبط</numerusform>
                <numerusform>لا وزن سالب، ومجموع كل صف من الصفوف الـ %n هو 1، والمفتاح المحجوب ينال 0 بالضبط</numerusform>
                <numerusform>لا وزن سالب، ومجموع كل صف من الصفوف الـ %n هو 1، والمفتاح المحجوب ينال 0 بالضبط</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>(%n visible weights are too small to show and round to 0)</source>
            <translation>
                <numerusform>(%n وزن ظاهر أصغر من أن يُعرض فيُقرَّب إلى 0)</numerusform>
                <numerusform>(%n وزن ظاهر أصغر من أن يُعرض فيُقرَّب إلى 0)</numerusform>
                <numerusform>(%n وزنان ظاهران أصغر من أن يُعرضا فيُقرَّبان إلى 0)</numerusform>
                <numerusform>(%n أوزان ظاهرة أصغر من أن تُعرض فتُقرَّب إلى 0)</numerusform>
                <numerusform>(%n وزنًا ظاهرًا أصغر من أن يُعرض فيُقرَّب إلى 0)</numerusform>
                <numerusform>(%n وزن ظاهر أصغر من أن يُعرض فيُقرَّب إلى 0)</numerusform>
            </translation>
        </message>
        <message>
            <source>Rows sum to 1</source>
            <translation>مجموع الصفوف 1</translation>
        </message>
        <message>
            <source>layer {layer}, head {head}: {problem}</source>
            <translation>الطبقة {layer}، الرأس {head}: {problem}</translation>
        </message>
        <message>
            <source>row "{token}" has no visible key: every key is masked for it</source>
            <translation>الصف «{token}» ليس له مفتاح ظاهر: كل مفتاح محجوب عنه</translation>
        </message>
        <message>
            <source>row "{token}" contains a weight that is not a number</source>
            <translation>الصف «{token}» فيه وزن ليس رقمًا</translation>
        </message>
        <message>
            <source>row "{token}" gives "{key}" a negative weight ({weight})</source>
            <translation>الصف «{token}» يعطي «{key}» وزنًا سالبًا ({weight})</translation>
        </message>
        <message>
            <source>row "{token}" gives the masked key "{key}" weight {weight} instead of 0</source>
            <translation>الصف «{token}» يعطي المفتاح المحجوب «{key}» الوزن {weight} بدل 0</translation>
        </message>
        <message>
            <source>row "{token}" sums to {sum}, not 1</source>
            <translation>مجموع الصف «{token}» هو {sum}، لا 1</translation>
        </message>
        <message>
            <source>Equal scores give an average</source>
            <translation>الدرجات المتساوية تعطي متوسطًا</translation>
        </message>
        <message numerus="yes">
            <source>with every score equal, each of the %n outputs is the simple mean of the values its token may see</source>
            <translation>
                <numerusform>مع تساوي كل الدرجات، كل مخرج من المخرجات الـ %n هو المتوسط البسيط للقيم التي يجوز لرمزه أن يراها</numerusform>
                <numerusform>مع تساوي كل الدرجات، المخرج الوحيد (%n) هو المتوسط البسيط للقيم التي يجوز لرمزه أن يراها</numerusform>
                <numerusform>مع تساوي كل الدرجات، كلا المخرجين (%n) هما المتوسط البسيط للقيم التي يجوز لرمزه أن يراها</numerusform>
                <numerusform>مع تساوي كل الدرجات، كل مخرج من المخرجات الـ %n هو المتوسط البسيط للقيم التي يجوز لرمزه أن يراها</numerusform>
                <numerusform>مع تساوي كل الدرجات، كل مخرج من المخرجات الـ %n هو المتوسط البسيط للقيم التي يجوز لرمزه أن يراها</numerusform>
                <numerusform>مع تساوي كل الدرجات، كل مخرج من المخرجات الـ %n هو المتوسط البسيط للقيم التي يجوز لرمزه أن يراها</numerusform>
            </translation>
        </message>
        <message>
            <source>with every score equal, the output of "{token}" is not the simple mean of the values it may see (off by {gap})</source>
            <translation>مع تساوي كل الدرجات، مخرج «{token}» ليس المتوسط البسيط للقيم التي يجوز له أن يراها (يبتعد عنه بمقدار {gap})</translation>
        </message>
        <message>
            <source>the columns sum to 1 and the rows do not, so the softmax ran down the columns instead of across the rows</source>
            <translation>مجموع الأعمدة 1 ومجموع الصفوف ليس كذلك، فقد عملت softmax نزولًا في الأعمدة بدل أن تعمل عبر الصفوف</translation>
        </message>
        <message>
            <source>(rows and columns both sum to 1 here, which can happen by chance)</source>
            <translation>(مجموع الصفوف والأعمدة كلها 1 هنا، وقد يحدث هذا بالصدفة)</translation>
        </message>
        <message>
            <source>(columns need not sum to 1)</source>
            <translation>(لا يلزم أن يكون مجموع الأعمدة 1)</translation>
        </message>
        <message>
            <source>Column sums</source>
            <translation>مجاميع الأعمدة</translation>
        </message>
    </context>
    <context>
        <name>checks_panel</name>
        <message>
            <source>Sanity checks on the weights</source>
            <translation>فحوص المعقولية على الأوزان</translation>
        </message>
        <message>
            <source>Each check says whether the weights pass it, and why</source>
            <translation>كل فحص يقول هل تجتازه الأوزان، ولماذا</translation>
        </message>
        <message>
            <source>Checking head {number}</source>
            <translation>فحص الرأس {number}</translation>
        </message>
        <message>
            <source>Checking the weights</source>
            <translation>فحص الأوزان</translation>
        </message>
        <message>
            <source>{heading}, with a mistake: {mistake}</source>
            <translation>{heading}، مع خطأ: {mistake}</translation>
        </message>
        <message>
            <source>{check}: hidden until you answer</source>
            <translation>{check}: مخفيّ حتى تجيب</translation>
        </message>
        <message>
            <source>{check}: passes</source>
            <translation>{check}: ناجح</translation>
        </message>
        <message>
            <source>{check}: fails</source>
            <translation>{check}: فاشل</translation>
        </message>
        <message>
            <source>? &lt;b&gt;{check}&lt;/b&gt;: hidden until you answer the question</source>
            <translation>؟ &lt;b&gt;{check}&lt;/b&gt;: مخفيّ حتى تجيب عن السؤال</translation>
        </message>
    </context>
    <context>
        <name>checks_words</name>
        <message>
            <source>column sums from {lowest} to {highest}</source>
            <translation>مجاميع الأعمدة من {lowest} إلى {highest}</translation>
        </message>
        <message>
            <source>column sums: {sums}</source>
            <translation>مجاميع الأعمدة: {sums}</translation>
        </message>
        <message>
            <source>head {number}</source>
            <translation>الرأس {number}</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation>{first} و{last}</translation>
        </message>
        <message>
            <source>heads {numbers}</source>
            <translation>الرؤوس {numbers}</translation>
        </message>
        <message>
            <source>{heads} of layer {layer}</source>
            <translation>{heads} من الطبقة {layer}</translation>
        </message>
        <message>
            <source>{heads} is switched off (its output is zeros in the concat)</source>
            <translation>{heads} مطفأ (مخرجه أصفار في الضم)</translation>
        </message>
        <message>
            <source>{heads} are switched off (their outputs are zeros in the concat)</source>
            <translation>{heads} مطفأة (مخرجاتها أصفار في الضم)</translation>
        </message>
    </context>
    <context>
        <name>classroom_actions</name>
        <message>
            <source>Zoom: Ctrl + Plus, Ctrl + Minus, Ctrl + 0 for 100 %</source>
            <translation>التكبير: Ctrl + Plus، وCtrl + Minus، وCtrl + 0 لـ 100 %</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>&amp;تكبير</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>ت&amp;صغير</translation>
        </message>
        <message>
            <source>&amp;Actual size (100 %)</source>
            <translation>الحجم ال&amp;فعلي (100 %)</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>ال&amp;تفضيلات…</translation>
        </message>
        <message>
            <source>&amp;Theme</source>
            <translation>ال&amp;سمة</translation>
        </message>
        <message>
            <source>Zoom {percent} %</source>
            <translation>التكبير {percent} %</translation>
        </message>
    </context>
    <context>
        <name>compose</name>
        <message>
            <source>&amp;Help</source>
            <translation>م&amp;ساعدة</translation>
        </message>
    </context>
    <context>
        <name>copy_lock</name>
        <message>
            <source>not an ordinary file</source>
            <translation>ليس ملفًا عاديًا</translation>
        </message>
        <message>
            <source>the lock file keeps changing</source>
            <translation>ملف القفل يتغيّر باستمرار</translation>
        </message>
        <message>
            <source>another process holds the lock</source>
            <translation>عملية أخرى تمسك القفل</translation>
        </message>
    </context>
    <context>
        <name>cost_meter</name>
        <message>
            <source>Columns: {headers}</source>
            <translation>الأعمدة: {headers}</translation>
        </message>
        <message>
            <source>tokens n</source>
            <translation>الرموز n</translation>
        </message>
        <message>
            <source>scores n²</source>
            <translation>الدرجات n²</translation>
        </message>
        <message>
            <source>memory (float32)</source>
            <translation>الذاكرة (float32)</translation>
        </message>
        <message>
            <source>Scores and memory one head needs per length</source>
            <translation>الدرجات والذاكرة التي يحتاجها رأس واحد لكل طول</translation>
        </message>
        <message>
            <source>Measure on this computer</source>
            <translation>قِس على هذا الحاسوب</translation>
        </message>
        <message>
            <source>Time one head of attention (d_k = 64) at a few lengths</source>
            <translation>قِس زمن رأس انتباه واحد (d_k = 64) عند بضعة أطوال</translation>
        </message>
        <message>
            <source>Times are the fastest of three runs; they vary from run to run.</source>
            <translation>الأزمنة هي الأسرع من ثلاث مرات تشغيل؛ وتختلف من تشغيل إلى آخر.</translation>
        </message>
        <message>
            <source>time</source>
            <translation>الزمن</translation>
        </message>
        <message>
            <source>× previous</source>
            <translation>× السابق</translation>
        </message>
        <message>
            <source>Time one head took here</source>
            <translation>الزمن الذي استغرقه رأس واحد هنا</translation>
        </message>
    </context>
    <context>
        <name>document</name>
        <message>
            <source>untitled</source>
            <translation>بلا عنوان</translation>
        </message>
    </context>
    <context>
        <name>dot_product_picture</name>
        <message>
            <source>the token's vector is all zeros, so no weight matrix can move it</source>
            <translation>متجه الرمز كله أصفار، فلا تستطيع أي مصفوفة أوزان أن تحرّكه</translation>
        </message>
    </context>
    <context>
        <name>dot_product_view</name>
        <message>
            <source>Drag the query: W_q changes.
Drag a key: W_k changes.</source>
            <translation>اسحب الاستعلام: تتغيّر W_q.
اسحب مفتاحًا: تتغيّر W_k.</translation>
        </message>
        <message>
            <source>Each arrow starts at 0: the selected query (blue) and the keys of this head. q·k is the length of the query's shadow on a key's line times the key's length: below 0 when the shadow falls behind 0, as when the query points away from the key.
Dragging the query changes W_q (the smallest change that puts it there), so the keys stay put. Dragging a key changes W_k: the keys of words that share its features move with it, since every key comes from the same W_k. The token vectors are left alone: changing one would move its query, key and value at once.
Keyboard: Page Down / Page Up choose an arrow (a key's score is then explained), the arrow keys nudge it, one undo step each.</source>
            <translation>كل سهم يبدأ من 0: الاستعلام المحدَّد (بالأزرق) ومفاتيح هذا الرأس. q·k هو طول ظل الاستعلام على خط المفتاح مضروبًا في طول المفتاح: يكون أقل من 0 حين يقع الظل خلف 0، كما حين يشير الاستعلام بعيدًا عن المفتاح.
سحب الاستعلام يغيّر W_q (أصغر تغيير يضعه هناك)، فتبقى المفاتيح في مكانها. وسحب مفتاح يغيّر W_k: مفاتيح الكلمات التي تشاركه سماته تتحرّك معه، لأن كل مفتاح يأتي من W_k نفسها. ومتجهات الرموز تُترك كما هي: تغيير أحدها سيحرّك استعلامه ومفتاحه وقيمته معًا.
لوحة المفاتيح: Page Down / Page Up تختاران سهمًا (فتُشرح درجة المفتاح)، ومفاتيح الأسهم تزحزحه، بخطوة تراجع واحدة لكلٍّ منها.</translation>
        </message>
        <message>
            <source>The dot product as arrows: the query and the keys</source>
            <translation>الضرب النقطي بالأسهم: الاستعلام والمفاتيح</translation>
        </message>
        <message>
            <source>{key}: masked</source>
            <translation>{key}: محجوب</translation>
        </message>
        <message>
            <source>{key}: q·k {score}, weight {weight}</source>
            <translation>{key}: q·k {score}، الوزن {weight}</translation>
        </message>
        <message>
            <source>query "{token}"</source>
            <translation>استعلام «{token}»</translation>
        </message>
        <message>
            <source>No query is selected: click a row of a heatmap to pick one.</source>
            <translation>لم يُحدَّد استعلام: انقر صفًا من خريطة حرارية لاختيار واحد.</translation>
        </message>
        <message>
            <source>{what} at ({x}, {y})</source>
            <translation>{what} عند ‎({x}, {y})‎</translation>
        </message>
        <message>
            <source>query</source>
            <translation>الاستعلام</translation>
        </message>
        <message>
            <source>angle to "{token}": {angle} degrees</source>
            <translation>الزاوية مع «{token}»: {angle} درجة</translation>
        </message>
        <message>
            <source>The query of "{token}" cannot be moved: the vector it is made from is all zeros, and 0 times any {matrix} is still 0.</source>
            <translation>لا يمكن تحريك استعلام «{token}»: المتجه الذي يُصنع منه كله أصفار، و0 مضروبًا في أي {matrix} يبقى 0.</translation>
        </message>
        <message>
            <source>The key of "{token}" cannot be moved: the vector it is made from is all zeros, and 0 times any {matrix} is still 0.</source>
            <translation>لا يمكن تحريك مفتاح «{token}»: المتجه الذي يُصنع منه كله أصفار، و0 مضروبًا في أي {matrix} يبقى 0.</translation>
        </message>
        <message>
            <source>Drag the query of "{token}" ({matrix})</source>
            <translation>اسحب استعلام «{token}» ({matrix})</translation>
        </message>
        <message>
            <source>Drag the key of "{token}" ({matrix})</source>
            <translation>اسحب مفتاح «{token}» ({matrix})</translation>
        </message>
    </context>
    <context>
        <name>edit_menu</name>
        <message>
            <source>&amp;Edit</source>
            <translation>ت&amp;حرير</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;تراجع</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>إ&amp;عادة</translation>
        </message>
        <message>
            <source>Add &amp;token…</source>
            <translation>إضافة &amp;رمز…</translation>
        </message>
        <message>
            <source>Remove selected token</source>
            <translation>حذف الرمز المختار</translation>
        </message>
        <message>
            <source>Move token &amp;up</source>
            <translation>تحريك الرمز إلى الأ&amp;على</translation>
        </message>
        <message>
            <source>Move token &amp;down</source>
            <translation>تحريك الرمز إلى الأ&amp;سفل</translation>
        </message>
        <message>
            <source>&amp;Shuffle tokens</source>
            <translation>&amp;خلط الرموز</translation>
        </message>
    </context>
    <context>
        <name>edits</name>
        <message>
            <source>embeddings: expected {rows} × {columns}, found {found_rows} × {found_columns}; with a vocabulary change its W_E to change the sizes</source>
            <translation>التضمينات: المتوقع {rows} × {columns}، والموجود {found_rows} × {found_columns}؛ مع المفردات غيّر W_E الخاصة بها لتغيير الأبعاد</translation>
        </message>
        <message>
            <source>“{label}” occurs 2 times: both changed</source>
            <translation>«{label}» يتكرر مرتين: تغيّر كلاهما</translation>
        </message>
        <message>
            <source>“{label}” occurs {count} times: all {count} changed</source>
            <translation>«{label}» يتكرر {count} مرة: تغيّرت كلها ({count})</translation>
        </message>
        <message>
            <source>{notes} (its vector is its vocabulary entry's row of W_E).</source>
            <translation>{notes} (متجهه هو صف مدخله في المفردات من W_E).</translation>
        </message>
        <message>
            <source>tokens: the limit is {limit}</source>
            <translation>الرموز: الحد {limit}</translation>
        </message>
        <message>
            <source>tokens: the last token cannot be removed</source>
            <translation>الرموز: لا يمكن حذف الرمز الأخير</translation>
        </message>
        <message>
            <source>tokens[{index}]: a token label must not be empty</source>
            <translation>tokens[{index}]: يجب ألا يكون عنوان الرمز فارغًا</translation>
        </message>
        <message>
            <source>source: this session has no source sentence to rename in</source>
            <translation>المصدر: ليس في هذه الجلسة جملة مصدر لإعادة التسمية فيها</translation>
        </message>
        <message>
            <source>source.tokens[{index}]: a token label must not be empty</source>
            <translation>source.tokens[{index}]: يجب ألا يكون عنوان الرمز فارغًا</translation>
        </message>
        <message>
            <source>tokens[{index}]: “{label}” is not in the vocabulary; choose one of its {count} labels: {listed} and {more} more</source>
            <translation>tokens[{index}]: «{label}» ليس في المفردات؛ اختر أحد عناوينها الـ {count}: {listed} و{more} غيرها</translation>
        </message>
        <message>
            <source>tokens[{index}]: “{label}” is not in the vocabulary; choose one of its {count} labels: {listed}</source>
            <translation>tokens[{index}]: «{label}» ليس في المفردات؛ اختر أحد عناوينها الـ {count}: {listed}</translation>
        </message>
    </context>
    <context>
        <name>explain</name>
        <message>
            <source>There is no {matrix} here: {reason}.</source>
            <translation>لا توجد {matrix} هنا: {reason}.</translation>
        </message>
        <message>
            <source>{title} (head {head})</source>
            <translation>{title} (الرأس {head})</translation>
        </message>
    </context>
    <context>
        <name>explain_outputs</name>
        <message>
            <source>output = weights·V: the weights of {token} times column {column} of V, a weighted average of the values</source>
            <translation>المخرج = الأوزان·V: أوزان {token} مضروبة في العمود {column} من V، أي متوسط موزون للقيم</translation>
        </message>
        <message>
            <source>Masked keys have weight 0 and add nothing.</source>
            <translation>المفاتيح المحجوبة وزنها 0 ولا تضيف شيئًا.</translation>
        </message>
        <message>
            <source>With the rounded weights shown this comes to {rounded}; the exact weights give {exact}.</source>
            <translation>بالأوزان المقرَّبة المعروضة يكون الناتج {rounded}؛ والأوزان الدقيقة تعطي {exact}.</translation>
        </message>
        <message>
            <source>head output of {token}, column {column}</source>
            <translation>مخرج الرأس لـ {token}، العمود {column}</translation>
        </message>
        <message>
            <source>attention output of {token}, column {column}</source>
            <translation>مخرج الانتباه لـ {token}، العمود {column}</translation>
        </message>
        <message>
            <source>No W_o: the head outputs are only placed side by side, so this is column {column} of head {head}: {value}</source>
            <translation>لا W_o: مخرجات الرؤوس توضع جنبًا إلى جنب فقط، فهذا هو العمود {column} من الرأس {head}: {value}</translation>
        </message>
        <message>
            <source>attention output = concat(heads)·W_o: the head output of {token}, side by side, times column {column} of W_o</source>
            <translation>مخرج الانتباه = concat(الرؤوس)·W_o: مخرج رأس {token}، جنبًا إلى جنب، مضروبًا في العمود {column} من W_o</translation>
        </message>
        <message>
            <source>attention output = concat(heads)·W_o: the {heads} head outputs of {token}, side by side, times column {column} of W_o</source>
            <translation>مخرج الانتباه = concat(الرؤوس)·W_o: مخرجات الرؤوس الـ {heads} لـ {token}، جنبًا إلى جنب، مضروبة في العمود {column} من W_o</translation>
        </message>
        <message>
            <source>residual output of {token}, column {column}</source>
            <translation>مخرج الوصلة المتبقية لـ {token}، العمود {column}</translation>
        </message>
        <message>
            <source>residual = {source} + attention output: {sum}</source>
            <translation>الوصلة المتبقية = {source} + مخرج الانتباه: {sum}</translation>
        </message>
        <message>
            <source>{token} keeps its own vector and gains what attention brought in on top.</source>
            <translation>يحتفظ {token} بمتجهه ويكسب فوقه ما جلبه الانتباه.</translation>
        </message>
    </context>
    <context>
        <name>explain_panel</name>
        <message>
            <source>The tokens changed, so the number explained here is gone. Click a number to see how it was worked out.</source>
            <translation>تغيّرت الرموز، فلم يعد الرقم المشروح هنا موجودًا. انقر رقمًا لترى كيف حُسب.</translation>
        </message>
        <message>
            <source>Click a number in Q, K, V, the scaled scores, the weights or an output to see how it was worked out.</source>
            <translation>انقر رقمًا في Q أو K أو V أو الدرجات المحجَّمة أو الأوزان أو أحد المخرجات لترى كيف حُسب.</translation>
        </message>
        <message>
            <source>This number, or one it is made from, is hidden until you answer the lesson's question: guess first, then click it again.</source>
            <translation>هذا الرقم، أو رقم يُصنع منه، مخفيّ حتى تجيب عن سؤال الدرس: خمّن أولًا، ثم انقره مرة أخرى.</translation>
        </message>
        <message>
            <source>How the selected number was worked out</source>
            <translation>كيف حُسب الرقم المحدَّد</translation>
        </message>
        <message>
            <source>Click a number, or press Enter on a heatmap cell, to read how it was worked out</source>
            <translation>انقر رقمًا، أو اضغط Enter على خلية في خريطة حرارية، لتقرأ كيف حُسب</translation>
        </message>
        <message>
            <source>Tinted cells in the tables and heatmaps: where this number came from.</source>
            <translation>الخلايا الملوَّنة في الجداول والخرائط الحرارية: من أين جاء هذا الرقم.</translation>
        </message>
    </context>
    <context>
        <name>explain_projections</name>
        <message>
            <source>Q, row {token}, column {column}: part of the query of {token}</source>
            <translation>Q، الصف {token}، العمود {column}: جزء من استعلام {token}</translation>
        </message>
        <message>
            <source>K, row {token}, column {column}: part of the key of {token}</source>
            <translation>K، الصف {token}، العمود {column}: جزء من مفتاح {token}</translation>
        </message>
        <message>
            <source>V, row {token}, column {column}: part of the value of {token}</source>
            <translation>V، الصف {token}، العمود {column}: جزء من قيمة {token}</translation>
        </message>
        <message>
            <source>{matrix} = {source}·{weight}: the vector of {token} (row of {source}) times column {column} of {weight}</source>
            <translation>{matrix} = {source}·{weight}: متجه {token} (صف من {source}) مضروبًا في العمود {column} من {weight}</translation>
        </message>
        <message>
            <source>{weight} is its K/V group's: {sharing}.</source>
            <translation>{weight} تخصّ مجموعة K/V الخاصة به: {sharing}.</translation>
        </message>
        <message>
            <source>{matrix}, row {token}, column {column}</source>
            <translation>{matrix}، الصف {token}، العمود {column}</translation>
        </message>
        <message>
            <source>You type this: the row of the vocabulary's W_E for {token}, feature {feature}: {value}</source>
            <translation>أنت تكتب هذا: صف W_E في المفردات لـ {token}، السمة {feature}: {value}</translation>
        </message>
        <message>
            <source>You type this: the vector of {token}, feature {feature}: {value}</source>
            <translation>أنت تكتب هذا: متجه {token}، السمة {feature}: {value}</translation>
        </message>
        <message>
            <source>what layer {layer} read plus its attention output</source>
            <translation>ما قرأته الطبقة {layer} زائد مخرج انتباهها</translation>
        </message>
        <message>
            <source>its attention output (it has no residual)</source>
            <translation>مخرج انتباهها (لا وصلة متبقية لها)</translation>
        </message>
        <message>
            <source>{matrix} is layer {layer}'s output, which layer {next} reads: row {token}, column {column} of layer {layer}'s output ({made}) {equals}</source>
            <translation>{matrix} هي مخرج الطبقة {layer}، الذي تقرؤه الطبقة {next}: الصف {token}، العمود {column} من مخرج الطبقة {layer} ‏({made}) {equals}</translation>
        </message>
        <message>
            <source>It is worked out, not typed: choose layer {layer} to see how, and edit its W's or W_o (or layer 1's X) to change it.</source>
            <translation>هذا محسوب لا مكتوب: اختر الطبقة {layer} لترى كيف، وعدّل مصفوفات W فيها أو W_o (أو X في الطبقة 1) لتغييره.</translation>
        </message>
        <message>
            <source>Positions are off, so Z is X itself: {value}</source>
            <translation>المواضع مطفأة، فـ Z هي X نفسها: {value}</translation>
        </message>
        <message>
            <source>Z = X + positional encoding: {sum}</source>
            <translation>Z = X + الترميز الموضعي: {sum}</translation>
        </message>
        <message>
            <source>The encoding of position {position} (counted from 0), feature {feature}: {formula}</source>
            <translation>ترميز الموضع {position} (العدّ من 0)، السمة {feature}: {formula}</translation>
        </message>
    </context>
    <context>
        <name>explain_weights</name>
        <message>
            <source>query {query} · key {key} = {sum}</source>
            <translation>الاستعلام {query} · المفتاح {key} = {sum}</translation>
        </message>
        <message>
            <source>The mask hides key {key} from query {query}: before the softmax this score is replaced by {minus}∞, so it ends up with weight 0.</source>
            <translation>القناع يحجب المفتاح {key} عن الاستعلام {query}: قبل softmax تُستبدل هذه الدرجة بـ {minus}∞، فيصير وزنها 0.</translation>
        </message>
        <message>
            <source>score of query {query} for key {key}</source>
            <translation>درجة الاستعلام {query} للمفتاح {key}</translation>
        </message>
        <message>
            <source>A dot product: multiply the two vectors place by place and add up. The larger it is, the better the key matches the query.</source>
            <translation>ضرب نقطي: اضرب المتجهين موضعًا في موضع ثم اجمع. كلما كبر الناتج كان تطابق المفتاح مع الاستعلام أفضل.</translation>
        </message>
        <message>
            <source>Dividing by √d_k (d_k = {d_k}) keeps scores of long vectors from growing so large that the softmax puts everything on one key.</source>
            <translation>القسمة على √d_k ‏(d_k = {d_k}) تمنع درجات المتجهات الطويلة من أن تكبر حتى تضع softmax كل شيء على مفتاح واحد.</translation>
        </message>
        <message>
            <source>No scaling (÷√d_k is switched off), so the scaled score is the score: {score}</source>
            <translation>لا تحجيم (÷√d_k مطفأ)، فالدرجة المحجَّمة هي الدرجة نفسها: {score}</translation>
        </message>
        <message>
            <source>the division by √d_k was left out</source>
            <translation>أُسقطت القسمة على √d_k</translation>
        </message>
        <message>
            <source>scaled score of query {query} for key {key}</source>
            <translation>الدرجة المحجَّمة للاستعلام {query} للمفتاح {key}</translation>
        </message>
        <message>
            <source>⚠ The number on show is {shown}, not {correct}: a mistake is switched on ({what}).</source>
            <translation>⚠ الرقم المعروض {shown}، لا {correct}: خطأ مقصود مشغّل ({what}).</translation>
        </message>
        <message>
            <source>weight of query {query} on key {key}</source>
            <translation>وزن الاستعلام {query} على المفتاح {key}</translation>
        </message>
        <message>
            <source>Every key is hidden from {query}, so there is nothing to share out (the weights would be 0 ÷ 0); the app leaves them at 0 and shows a warning.</source>
            <translation>كل المفاتيح محجوبة عن {query}، فلا شيء يُقسم (ستكون الأوزان 0 ÷ 0)؛ يتركها التطبيق 0 ويعرض تحذيرًا.</translation>
        </message>
        <message>
            <source>Key {key} is masked for query {query}: its scaled score becomes {minus}∞ before the softmax, and e^({minus}∞) = 0, so the weight is exactly 0.</source>
            <translation>المفتاح {key} محجوب عن الاستعلام {query}: تصير درجته المحجَّمة {minus}∞ قبل softmax، وe^({minus}∞) = 0، فيكون الوزن 0 بالضبط.</translation>
        </message>
        <message>
            <source>The visible keys share all of the weight: {row}.</source>
            <translation>المفاتيح الظاهرة تتقاسم الوزن كله: {row}.</translation>
        </message>
        <message>
            <source>the mask was applied too late</source>
            <translation>طُبّق القناع متأخرًا</translation>
        </message>
        <message>
            <source>{minus}∞ (masked)</source>
            <translation>{minus}∞ (محجوب)</translation>
        </message>
        <message>
            <source>{key}: masked, e^({minus}∞) = 0</source>
            <translation>{key}: محجوب، e^({minus}∞) = 0</translation>
        </message>
        <message>
            <source>Softmax of row {query} of the scaled scores: {scores}</source>
            <translation>softmax للصف {query} من الدرجات المحجَّمة: {scores}</translation>
        </message>
        <message>
            <source>Subtract the row's largest score ({largest}) and take e^(score {minus} largest) for each key:</source>
            <translation>اطرح أكبر درجة في الصف ({largest}) وخذ e^(الدرجة {minus} الأكبر) لكل مفتاح:</translation>
        </message>
        <message>
            <source>sum = {sum}</source>
            <translation>المجموع = {sum}</translation>
        </message>
        <message>
            <source>weight = {division}</source>
            <translation>الوزن = {division}</translation>
        </message>
        <message>
            <source>The whole row: {row}; together {total}.</source>
            <translation>الصف كله: {row}؛ ومجموعه {total}.</translation>
        </message>
        <message>
            <source>the softmax ran down the columns instead of across the rows</source>
            <translation>عملت softmax نزولًا في الأعمدة بدل أن تعمل عبر الصفوف</translation>
        </message>
        <message>
            <source>the mask was applied after the softmax, so this row no longer sums to 1</source>
            <translation>طُبّق القناع بعد softmax، فلم يعد مجموع هذا الصف 1</translation>
        </message>
        <message>
            <source>these weights were not made by a softmax across this row</source>
            <translation>هذه الأوزان لم تصنعها softmax عبر هذا الصف</translation>
        </message>
    </context>
    <context>
        <name>export_actions</name>
        <message>
            <source>Weights heatmap</source>
            <translation>الخريطة الحرارية للأوزان</translation>
        </message>
        <message>
            <source>Scores heatmap</source>
            <translation>الخريطة الحرارية للدرجات</translation>
        </message>
        <message>
            <source>Query chart</source>
            <translation>مخطط الاستعلام</translation>
        </message>
        <message>
            <source>weights heatmap</source>
            <translation>الخريطة الحرارية للأوزان</translation>
        </message>
        <message>
            <source>scores heatmap</source>
            <translation>الخريطة الحرارية للدرجات</translation>
        </message>
        <message>
            <source>query chart</source>
            <translation>مخطط الاستعلام</translation>
        </message>
        <message>
            <source>picture</source>
            <translation>الصورة</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>صور PNG ‏(*.png)</translation>
        </message>
        <message>
            <source>SVG drawings (*.svg)</source>
            <translation>رسوم SVG ‏(*.svg)</translation>
        </message>
        <message>
            <source>Python files (*.py)</source>
            <translation>ملفات Python ‏(*.py)</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>مستندات PDF ‏(*.pdf)</translation>
        </message>
        <message>
            <source>&amp;Export</source>
            <translation>ت&amp;صدير</translation>
        </message>
        <message>
            <source>{picture} as {format}…</source>
            <translation>{picture} بصيغة {format}…</translation>
        </message>
        <message>
            <source>Whole window as PNG ({scale}×)…</source>
            <translation>النافذة كلها بصيغة PNG ‏({scale}×)…</translation>
        </message>
        <message>
            <source>window</source>
            <translation>النافذة</translation>
        </message>
        <message>
            <source>Panel as PNG ({scale}×)</source>
            <translation>اللوحة بصيغة PNG ‏({scale}×)</translation>
        </message>
        <message>
            <source>Export as &amp;Python script…</source>
            <translation>تصدير كبرنامج &amp;Python…</translation>
        </message>
        <message>
            <source>Export &amp;worksheet (PDF)…</source>
            <translation>تصدير &amp;ورقة عمل (PDF)…</translation>
        </message>
        <message>
            <source>Table {table} as {format}…</source>
            <translation>الجدول {table} بصيغة {format}…</translation>
        </message>
        <message>
            <source>Save the table {table} as {format}: the table you last clicked in (the weights until you click in another)</source>
            <translation>حفظ الجدول {table} بصيغة {format}: الجدول الذي نقرت فيه آخر مرة (الأوزان حتى تنقر في غيره)</translation>
        </message>
        <message>
            <source>The whole pipeline</source>
            <translation>المسار كله</translation>
        </message>
        <message>
            <source>Save {picture} as PNG…</source>
            <translation>حفظ {picture} بصيغة PNG…</translation>
        </message>
        <message>
            <source>Save {picture} as SVG…</source>
            <translation>حفظ {picture} بصيغة SVG…</translation>
        </message>
        <message>
            <source>Save as PNG for a handout ({scale}×)…</source>
            <translation>حفظ بصيغة PNG لورقة توزَّع ({scale}×)…</translation>
        </message>
        <message>
            <source>Cannot export</source>
            <translation>تعذّر التصدير</translation>
        </message>
        <message>
            <source>{file}: could not save {what} ({reason}).</source>
            <translation>{file}: تعذّر حفظ {what} ({reason}).</translation>
        </message>
        <message>
            <source>Saved {what} to {file}.</source>
            <translation>حُفظ {what} في {file}.</translation>
        </message>
        <message>
            <source>Save {picture}</source>
            <translation>حفظ {picture}</translation>
        </message>
        <message>
            <source>Save {panel} as PNG ({scale}×)</source>
            <translation>حفظ {panel} بصيغة PNG ‏({scale}×)</translation>
        </message>
        <message>
            <source>Export as Python script</source>
            <translation>تصدير كبرنامج Python</translation>
        </message>
        <message>
            <source>the Python script</source>
            <translation>برنامج Python</translation>
        </message>
        <message>
            <source>The worksheet's answer key would give away the lesson's open question: answer it (or press Reveal) first.</source>
            <translation>مفتاح إجابات ورقة العمل سيكشف سؤال الدرس المفتوح: أجب عنه (أو اضغط «اكشف») أولًا.</translation>
        </message>
        <message>
            <source>Export worksheet</source>
            <translation>تصدير ورقة العمل</translation>
        </message>
        <message>
            <source>the worksheet</source>
            <translation>ورقة العمل</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>كل الملفات (*)</translation>
        </message>
    </context>
    <context>
        <name>file_messages</name>
        <message>
            <source>{number} is too large (the limit is ±{limit})</source>
            <translation>{number} كبير جدًا (الحد ±{limit})</translation>
        </message>
        <message>
            <source>{number} is not allowed: every value must be a finite number</source>
            <translation>{number} غير مسموح: يجب أن تكون كل قيمة رقمًا محدودًا</translation>
        </message>
        <message>
            <source>a number with thousands of digits</source>
            <translation>رقم بآلاف الخانات</translation>
        </message>
        <message>
            <source>a {digits}-digit number</source>
            <translation>رقم من {digits} خانة</translation>
        </message>
        <message>
            <source>a number too large to use</source>
            <translation>رقم أكبر من أن يُستعمل</translation>
        </message>
        <message>
            <source>the text {text}</source>
            <translation>النص {text}</translation>
        </message>
        <message>
            <source>the number {number}</source>
            <translation>الرقم {number}</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>قائمة</translation>
        </message>
        <message>
            <source>an empty list</source>
            <translation>قائمة فارغة</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>كائن</translation>
        </message>
    </context>
    <context>
        <name>file_values</name>
        <message>
            <source>a number</source>
            <translation>رقم</translation>
        </message>
        <message>
            <source>0 or 1</source>
            <translation>0 أو 1</translation>
        </message>
        <message>
            <source>{field}: expected a list of token labels, found {found}</source>
            <translation>{field}: المتوقع قائمة من عناوين الرموز، والموجود {found}</translation>
        </message>
        <message>
            <source>{field}: expected a list of labels, found {found}</source>
            <translation>{field}: المتوقع قائمة من العناوين، والموجود {found}</translation>
        </message>
        <message>
            <source>{field}: expected a list of heads, found {found}</source>
            <translation>{field}: المتوقع قائمة من الرؤوس، والموجود {found}</translation>
        </message>
        <message>
            <source>{field}: expected a list of layers, found {found}</source>
            <translation>{field}: المتوقع قائمة من الطبقات، والموجود {found}</translation>
        </message>
        <message>
            <source>{field}: expected a list of key/value groups, found {found}</source>
            <translation>{field}: المتوقع قائمة من مجموعات المفاتيح/القيم، والموجود {found}</translation>
        </message>
        <message>
            <source>{field}: {count} tokens, the limit is {limit}</source>
            <translation>{field}: {count} رمزًا، والحد {limit}</translation>
        </message>
        <message>
            <source>{field}: {count} labels, the limit is {limit}</source>
            <translation>{field}: {count} عنوانًا، والحد {limit}</translation>
        </message>
        <message>
            <source>{field}: {count} heads, the limit is {limit}</source>
            <translation>{field}: {count} رأسًا، والحد {limit}</translation>
        </message>
        <message>
            <source>{field}: {count} layers, the limit is {limit}</source>
            <translation>{field}: {count} طبقة، والحد {limit}</translation>
        </message>
        <message>
            <source>{field}: {count} key/value groups, the limit is {limit}</source>
            <translation>{field}: {count} مجموعة مفاتيح/قيم، والحد {limit}</translation>
        </message>
        <message>
            <source>{field}: at least one token is needed</source>
            <translation>{field}: يلزم رمز واحد على الأقل</translation>
        </message>
        <message>
            <source>{field}: at least one label is needed</source>
            <translation>{field}: يلزم عنوان واحد على الأقل</translation>
        </message>
        <message>
            <source>{field}: at least one head is needed</source>
            <translation>{field}: يلزم رأس واحد على الأقل</translation>
        </message>
        <message>
            <source>{field}: at least one layer is needed</source>
            <translation>{field}: تلزم طبقة واحدة على الأقل</translation>
        </message>
        <message>
            <source>{field}: at least one key/value group is needed</source>
            <translation>{field}: تلزم مجموعة مفاتيح/قيم واحدة على الأقل</translation>
        </message>
        <message>
            <source>{field}: expected {expected}, found {found}</source>
            <translation>{field}: المتوقع {expected}، والموجود {found}</translation>
        </message>
        <message>
            <source>{place}: {problem}</source>
            <translation>{place}: {problem}</translation>
        </message>
        <message>
            <source>{place}: must be a finite number</source>
            <translation>{place}: يجب أن يكون رقمًا محدودًا</translation>
        </message>
        <message>
            <source>{place}: {number} is too large (the limit is ±{limit})</source>
            <translation>{place}: {number} كبير جدًا (الحد ±{limit})</translation>
        </message>
        <message>
            <source>a non-empty list of rows</source>
            <translation>قائمة غير فارغة من الصفوف</translation>
        </message>
        <message>
            <source>a list of numbers</source>
            <translation>قائمة من الأرقام</translation>
        </message>
        <message>
            <source>{field}[0]: a row must hold at least one number</source>
            <translation>{field}[0]: يجب أن يحوي الصف رقمًا واحدًا على الأقل</translation>
        </message>
        <message>
            <source>{field}[{row}]: has {count} numbers but row 0 has {width} (rows must be equal)</source>
            <translation>{field}[{row}]: فيه {count} رقمًا لكن الصف 0 فيه {width} (يجب أن تتساوى الصفوف)</translation>
        </message>
        <message>
            <source>a non-empty list of numbers</source>
            <translation>قائمة غير فارغة من الأرقام</translation>
        </message>
        <message>
            <source>text</source>
            <translation>نص</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true أو false</translation>
        </message>
        <message>
            <source>{listed} or {last}</source>
            <translation>{listed} أو {last}</translation>
        </message>
        <message>
            <source>did you mean {key}?</source>
            <translation>هل تقصد {key}؟</translation>
        </message>
        <message>
            <source>{where}unknown key {key} ({hint})</source>
            <translation>{where}مفتاح غير معروف {key} ‏({hint})</translation>
        </message>
        <message>
            <source>{where}unknown key {key}</source>
            <translation>{where}مفتاح غير معروف {key}</translation>
        </message>
        <message>
            <source>an object with {keys}</source>
            <translation>كائن فيه {keys}</translation>
        </message>
        <message>
            <source>{field}: missing key "{key}"</source>
            <translation>{field}: المفتاح «{key}» ناقص</translation>
        </message>
    </context>
    <context>
        <name>files</name>
        <message>
            <source>Self-attention sessions (*.selfattn.json);;JSON files (*.json);;All files (*)</source>
            <translation>جلسات الانتباه الذاتي (*.selfattn.json);;ملفات JSON ‏(*.json);;كل الملفات (*)</translation>
        </message>
        <message>
            <source>Open session</source>
            <translation>فتح جلسة</translation>
        </message>
        <message>
            <source>Save session</source>
            <translation>حفظ الجلسة</translation>
        </message>
        <message>
            <source>Unsaved changes</source>
            <translation>تغييرات غير محفوظة</translation>
        </message>
        <message>
            <source>“{name}” has changes that are not saved. Save them first?</source>
            <translation>في «{name}» تغييرات لم تُحفظ. أتحفظها أولًا؟</translation>
        </message>
        <message>
            <source>Cannot open the example</source>
            <translation>تعذّر فتح المثال</translation>
        </message>
        <message>
            <source>Cannot open the trained model</source>
            <translation>تعذّر فتح النموذج المدرَّب</translation>
        </message>
        <message>
            <source>Cannot open this file</source>
            <translation>تعذّر فتح هذا الملف</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>تعذّر الحفظ</translation>
        </message>
        <message>
            <source>{name} is one of the app's own examples or trained models, so it was left as it was. Your work is still open: use Save As to save it in a folder of your own.</source>
            <translation>{name} من أمثلة التطبيق أو نماذجه المدرَّبة، فتُرك كما كان. عملك لا يزال مفتوحًا: استعمل «حفظ باسم» لحفظه في مجلد خاص بك.</translation>
        </message>
        <message>
            <source>{name} is read-only, so it was left as it was. Your work is still open: use Save As to save it under another name, or make the file writable and save again.</source>
            <translation>{name} للقراءة فقط، فتُرك كما كان. عملك لا يزال مفتوحًا: استعمل «حفظ باسم» لحفظه باسم آخر، أو اجعل الملف قابلًا للكتابة واحفظ مرة أخرى.</translation>
        </message>
        <message>
            <source>{name}: could not save here ({reason}). Your work is still open: try Save As and another folder.</source>
            <translation>{name}: تعذّر الحفظ هنا ({reason}). عملك لا يزال مفتوحًا: جرّب «حفظ باسم» ومجلدًا آخر.</translation>
        </message>
    </context>
    <context>
        <name>first_view</name>
        <message>
            <source>Opened at the attention weights: scroll up for the token vectors and the W's</source>
            <translation>فُتح عند أوزان الانتباه: مرِّر إلى الأعلى لترى متجهات الرموز ومصفوفات W</translation>
        </message>
    </context>
    <context>
        <name>glossary</name>
        <message>
            <source>a number</source>
            <translation>رقم</translation>
        </message>
        <message>
            <source>the number {number}</source>
            <translation>الرقم {number}</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>قائمة</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>كائن</translation>
        </message>
        <message>
            <source>text</source>
            <translation>نص</translation>
        </message>
        <message>
            <source>{where}.{key}: expected text, found {found}</source>
            <translation>{where}.{key}: المتوقع نص، والموجود {found}</translation>
        </message>
        <message>
            <source>{where}.{key}: expected text, found an empty string</source>
            <translation>{where}.{key}: المتوقع نص، والموجود نص فارغ</translation>
        </message>
        <message>
            <source>{where}.{key}: at most {limit} characters, found {count}</source>
            <translation>{where}.{key}: {limit} حرفًا على الأكثر، والموجود {count}</translation>
        </message>
        <message>
            <source>{where}.{key}: control characters are not allowed</source>
            <translation>{where}.{key}: أحرف التحكم غير مسموحة</translation>
        </message>
        <message>
            <source>expected an object, found {found}</source>
            <translation>المتوقع كائن، والموجود {found}</translation>
        </message>
        <message>
            <source>format: expected "{tag}"</source>
            <translation>format: المتوقع «{tag}»</translation>
        </message>
        <message>
            <source>version: expected {version}</source>
            <translation>version: المتوقع {version}</translation>
        </message>
        <message>
            <source>{field}: not a field of a glossary</source>
            <translation>{field}: ليس حقلًا من حقول المسرد</translation>
        </message>
        <message>
            <source>terms: expected a list of 1 to {max_terms} terms</source>
            <translation>terms: المتوقع قائمة من 1 إلى {max_terms} مصطلحًا</translation>
        </message>
        <message>
            <source>{where}: expected an object, found {found}</source>
            <translation>{where}: المتوقع كائن، والموجود {found}</translation>
        </message>
        <message>
            <source>{where}.{field}: not a field of a term</source>
            <translation>{where}.{field}: ليس حقلًا من حقول المصطلح</translation>
        </message>
        <message>
            <source>{where}.term: "{term}" is listed twice</source>
            <translation>{where}.term: «{term}» مذكور مرتين</translation>
        </message>
        <message>
            <source>{name}: the file is larger than {size} kB</source>
            <translation>{name}: الملف أكبر من {size} kB</translation>
        </message>
        <message>
            <source>{name}: shown in English, its translation has a problem: {error}</source>
            <translation>{name}: معروض بالإنجليزية، فترجمته فيها مشكلة: {error}</translation>
        </message>
        <message>
            <source>unreadable</source>
            <translation>غير مقروء</translation>
        </message>
        <message>
            <source>{name}: cannot be read ({reason})</source>
            <translation>{name}: تتعذّر قراءته ({reason})</translation>
        </message>
        <message>
            <source>line {line}</source>
            <translation>السطر {line}</translation>
        </message>
        <message>
            <source>too deep</source>
            <translation>متداخل بعمق زائد</translation>
        </message>
        <message>
            <source>{name}: not valid JSON ({line})</source>
            <translation>{name}: ليس JSON صالحًا ({line})</translation>
        </message>
        <message>
            <source>{term} ({english})</source>
            <translation>{term} ({english})</translation>
        </message>
        <message>
            <source>Glossary</source>
            <translation>المسرد</translation>
        </message>
        <message>
            <source>Search, e.g. mask or W_o</source>
            <translation>ابحث، مثلًا القناع أو W_o</translation>
        </message>
        <message>
            <source>Search the glossary</source>
            <translation>ابحث في المسرد</translation>
        </message>
        <message>
            <source>Terms</source>
            <translation>المصطلحات</translation>
        </message>
        <message>
            <source>No term matches</source>
            <translation>لا مصطلح يطابق</translation>
        </message>
        <message>
            <source>Where to see it: {where}</source>
            <translation>أين تراه: {where}</translation>
        </message>
        <message>
            <source>&amp;Glossary…</source>
            <translation>ال&amp;مسرد…</translation>
        </message>
        <message>
            <source>The key terms of attention, and where to see each one</source>
            <translation>المصطلحات الأساسية للانتباه، وأين ترى كلًّا منها</translation>
        </message>
    </context>
    <context>
        <name>head_finding</name>
        <message>
            <source>on what “it” means</source>
            <translation>على ما يعنيه «it»</translation>
        </message>
        <message>
            <source>previous-token {score}</source>
            <translation>الرمز السابق {score}</translation>
        </message>
        <message>
            <source>induction {score}</source>
            <translation>الاستقراء {score}</translation>
        </message>
        <message>
            <source>{what} {score}</source>
            <translation>{what} {score}</translation>
        </message>
        <message>
            <source>head {head} (switched off): {scores}</source>
            <translation>الرأس {head} (مطفأ): {scores}</translation>
        </message>
        <message>
            <source>head {head}: {scores}</source>
            <translation>الرأس {head}: {scores}</translation>
        </message>
        <message>
            <source>copy accuracy of the whole model: {score}</source>
            <translation>دقة النسخ للنموذج كله: {score}</translation>
        </message>
    </context>
    <context>
        <name>head_scores_label</name>
        <message>
            <source>Measured on {count} held-out copy sequences (a random sequence, then the same again), whatever the sequence on show: previous-token is the head's mean weight from each token on the one before it; induction its mean weight, from a repeated token, on the token that followed it last time.</source>
            <translation>مقيس على {count} متتالية نسخ لم يُدرَّب عليها (متتالية عشوائية، ثم هي نفسها مرة أخرى)، أيًّا كانت المتتالية المعروضة: «الرمز السابق» هو متوسط الوزن الذي يضعه الرأس من كل رمز على الرمز الذي قبله؛ و«الاستقراء» متوسط وزنه، من رمز متكرر، على الرمز الذي تلاه في المرة السابقة.</translation>
        </message>
        <message>
            <source>Measured here, on the sequence on show (the app knows nothing else of this model's task): previous-token is the head's mean weight from each token on the one before it; induction, when a token repeats, its mean weight on the token that followed the earlier one.</source>
            <translation>مقيس هنا، على المتتالية المعروضة (لا يعرف التطبيق شيئًا آخر عن مهمة هذا النموذج): «الرمز السابق» هو متوسط الوزن الذي يضعه الرأس من كل رمز على الرمز الذي قبله؛ و«الاستقراء»، حين يتكرر رمز، متوسط وزنه على الرمز الذي تلا الظهور السابق.</translation>
        </message>
        <message>
            <source>“{score}”: measured on {count} held-out sentences of the task this model learned (“… because it was too tired it =”): the head's mean weight, from “=”, on the noun “it” refers to. The head with the most is the one that decides.</source>
            <translation>«{score}»: مقيس على {count} جملة لم يُدرَّب عليها من المهمة التي تعلّمها هذا النموذج ‏(«… because it was too tired it =»): متوسط وزن الرأس، من «=»، على الاسم الذي تعود إليه «it». والرأس صاحب أكبر وزن هو الذي يقرّر.</translation>
        </message>
        <message>
            <source>What the selected head does, by its scores</source>
            <translation>ما يفعله الرأس المحدَّد، بحسب درجاته</translation>
        </message>
        <message>
            <source>measuring the heads…</source>
            <translation>جارٍ قياس الرؤوس…</translation>
        </message>
        <message>
            <source>{score} here</source>
            <translation>{score} هنا</translation>
        </message>
        <message>
            <source>{note}

Layer {layer}:
{scores}</source>
            <translation>{note}

الطبقة {layer}:
{scores}</translation>
        </message>
    </context>
    <context>
        <name>head_tabs</name>
        <message>
            <source>Which head the pipeline shows</source>
            <translation>أي رأس يعرضه المسار</translation>
        </message>
        <message>
            <source>Which head the pipeline shows; the arrow keys choose a head or all heads</source>
            <translation>أي رأس يعرضه المسار؛ مفاتيح الأسهم تختار رأسًا أو كل الرؤوس</translation>
        </message>
        <message>
            <source>head {number}</source>
            <translation>الرأس {number}</translation>
        </message>
        <message>
            <source>all heads</source>
            <translation>كل الرؤوس</translation>
        </message>
        <message>
            <source>The weights of every head side by side</source>
            <translation>أوزان كل الرؤوس جنبًا إلى جنب</translation>
        </message>
        <message>
            <source>head {number} (off)</source>
            <translation>الرأس {number} (مطفأ)</translation>
        </message>
        <message>
            <source>Every stage shows head {number}</source>
            <translation>كل مرحلة تعرض الرأس {number}</translation>
        </message>
        <message>
            <source>Every stage shows head {number}, switched off</source>
            <translation>كل مرحلة تعرض الرأس {number}، وهو مطفأ</translation>
        </message>
    </context>
    <context>
        <name>heatmap_access</name>
        <message>
            <source>{value} on {key}</source>
            <translation>{value} على {key}</translation>
        </message>
        <message>
            <source>{key} masked</source>
            <translation>{key} محجوب</translation>
        </message>
        <message>
            <source>and {count} more keys</source>
            <translation>ومفاتيح أخرى عددها {count}</translation>
        </message>
        <message>
            <source>query {query}: {row}; at key {key}</source>
            <translation>الاستعلام {query}: {row}؛ عند المفتاح {key}</translation>
        </message>
        <message>
            <source>Hide "{key}" from "{query}"</source>
            <translation>احجب «{key}» عن «{query}»</translation>
        </message>
        <message>
            <source>Show "{key}" from "{query}"</source>
            <translation>أظهر «{key}» لـ «{query}»</translation>
        </message>
        <message>
            <source>⚠ {names} can see no key at all, so its weights cannot be computed (they would be 0 ÷ 0). Ctrl+click one of its cells to show a key again.</source>
            <translation>‏⚠ {names} لا ترى أي مفتاح، فلا يمكن حساب أوزانها (ستكون 0 ÷ 0). اضغط Ctrl مع النقر على إحدى خلاياها لإظهار مفتاح من جديد.</translation>
        </message>
    </context>
    <context>
        <name>kv_cache</name>
        <message>
            <source>{count} bytes</source>
            <translation>{count} بايت</translation>
        </message>
        <message numerus="yes">
            <source>K/V cache per token: {widths} · 8 = {shared} bytes (%n K/V group(s), float64), against {own} bytes with a K and V for each of the {heads} heads.</source>
            <translation>
                <numerusform>ذاكرة K/V المؤقتة لكل رمز: {widths} · 8 = {shared} بايت (%n مجموعة K/V، float64)، مقابل {own} بايت بمفتاح وقيمة لكل رأس من الرؤوس الـ {heads}.</numerusform>
                <numerusform>ذاكرة K/V المؤقتة لكل رمز: {widths} · 8 = {shared} بايت (%n مجموعة K/V، float64)، مقابل {own} بايت بمفتاح وقيمة لكل رأس من الرؤوس الـ {heads}.</numerusform>
                <numerusform>ذاكرة K/V المؤقتة لكل رمز: {widths} · 8 = {shared} بايت (%n مجموعتا K/V، float64)، مقابل {own} بايت بمفتاح وقيمة لكل رأس من الرؤوس الـ {heads}.</numerusform>
                <numerusform>ذاكرة K/V المؤقتة لكل رمز: {widths} · 8 = {shared} بايت (%n مجموعات K/V، float64)، مقابل {own} بايت بمفتاح وقيمة لكل رأس من الرؤوس الـ {heads}.</numerusform>
                <numerusform>ذاكرة K/V المؤقتة لكل رمز: {widths} · 8 = {shared} بايت (%n مجموعة K/V، float64)، مقابل {own} بايت بمفتاح وقيمة لكل رأس من الرؤوس الـ {heads}.</numerusform>
                <numerusform>ذاكرة K/V المؤقتة لكل رمز: {widths} · 8 = {shared} بايت (%n مجموعة K/V، float64)، مقابل {own} بايت بمفتاح وقيمة لكل رأس من الرؤوس الـ {heads}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{model} ({layers} layers, {heads} heads in {groups} K/V groups, d_k {width}, float16): {shared} against {own} per token per layer; {context_shared} against {context_own} for a {context}-token context.</source>
            <translation>{model} ({layers} طبقة، {heads} رأسًا في {groups} مجموعات K/V، d_k {width}، float16): {shared} مقابل {own} لكل رمز في كل طبقة؛ {context_shared} مقابل {context_own} لسياق من {context} رمز.</translation>
        </message>
        <message>
            <source>{model}: {layers} layers, {heads} query heads sharing {groups} K/V heads, d_k {width}, its cache in float16 ({size} bytes a number). Per token per layer 2 · {groups} · {width} · {size} = {shared} against {own} with {heads} K/V heads; per token through all {layers} layers {token_shared} against {token_own}; a {context}-token context {context_shared} against {context_own}.</source>
            <translation>{model}: {layers} طبقة، {heads} رأس استعلام تتشارك {groups} رؤوس K/V، d_k {width}، وذاكرته المؤقتة بصيغة float16 ‏({size} بايت للرقم). لكل رمز في كل طبقة 2 · {groups} · {width} · {size} = {shared} مقابل {own} مع {heads} رأس K/V؛ لكل رمز عبر الطبقات الـ {layers} كلها {token_shared} مقابل {token_own}؛ وسياق من {context} رمز {context_shared} مقابل {context_own}.</translation>
        </message>
    </context>
    <context>
        <name>kv_groups</name>
        <message>
            <source>head {head}</source>
            <translation>الرأس {head}</translation>
        </message>
        <message>
            <source>heads {first}–{last}</source>
            <translation>الرؤوس {first}–{last}</translation>
        </message>
        <message>
            <source>K, V shared by {heads} (group {group} of {groups})</source>
            <translation>K وV مشتركتان بين {heads} (المجموعة {group} من {groups})</translation>
        </message>
        <message>
            <source>{matrix} (layer {layer}, K/V group {group})</source>
            <translation>{matrix} (الطبقة {layer}، مجموعة K/V رقم {group})</translation>
        </message>
        <message>
            <source>{matrix} (K/V group {group})</source>
            <translation>{matrix} (مجموعة K/V رقم {group})</translation>
        </message>
        <message>
            <source>{matrix} of K/V group {group} changed: only {heads} reads it.</source>
            <translation>تغيّرت {matrix} في مجموعة K/V رقم {group}: لا يقرؤها إلا {heads}.</translation>
        </message>
        <message>
            <source>{matrix} of K/V group {group} is shared: this edit changes {heads} at once.</source>
            <translation>{matrix} في مجموعة K/V رقم {group} مشتركة: هذا التعديل يغيّر {heads} دفعة واحدة.</translation>
        </message>
        <message>
            <source>kv_heads: {groups} K/V groups cannot split {heads} heads evenly; choose one of {choices}</source>
            <translation>kv_heads: لا تستطيع {groups} مجموعات K/V أن تقسم {heads} رأسًا بالتساوي؛ اختر واحدًا من {choices}</translation>
        </message>
    </context>
    <context>
        <name>kv_groups_control</name>
        <message>
            <source>K/V groups: how many sets of W_k and W_v the heads share</source>
            <translation>مجموعات K/V: كم مجموعة من W_k وW_v تتشاركها الرؤوس</translation>
        </message>
        <message>
            <source>K/V groups: {count} does not split the {heads} heads evenly; choose {choices}</source>
            <translation>مجموعات K/V: العدد {count} لا يقسم الرؤوس الـ {heads} بالتساوي؛ اختر {choices}</translation>
        </message>
        <message>
            <source>How many sets of W_k and W_v the {heads} query heads share: {heads} gives each head its own (multi-head), 1 one for all (multi-query). Counts that split the heads evenly: {choices}</source>
            <translation>كم مجموعة من W_k وW_v تتشاركها رؤوس الاستعلام الـ {heads}: العدد {heads} يعطي كل رأس مجموعته الخاصة (multi-head)، و1 يعطي مجموعة واحدة للجميع (multi-query). الأعداد التي تقسم الرؤوس بالتساوي: {choices}</translation>
        </message>
        <message>
            <source>K/V groups</source>
            <translation>مجموعات K/V</translation>
        </message>
    </context>
    <context>
        <name>label_picker</name>
        <message>
            <source>Vocabulary entry: type to search</source>
            <translation>مدخل المفردات: اكتب للبحث</translation>
        </message>
    </context>
    <context>
        <name>layer_actions</name>
        <message>
            <source>Add layer {next} (a copy of layer {shown})</source>
            <translation>إضافة الطبقة {next} (نسخة من الطبقة {shown})</translation>
        </message>
        <message>
            <source>A session has at most {most} layers: remove one to add another</source>
            <translation>في الجلسة {most} طبقات على الأكثر: احذف واحدة لتضيف أخرى</translation>
        </message>
        <message>
            <source>A cross-attention session has one layer: its keys come from the source</source>
            <translation>جلسة الانتباه المتقاطع لها طبقة واحدة: مفاتيحها تأتي من المصدر</translation>
        </message>
        <message>
            <source>Add a copy of layer {shown} after it: the same W's, reading layer {shown}'s output instead of its input</source>
            <translation>إضافة نسخة من الطبقة {shown} بعدها: مصفوفات W نفسها، تقرأ مخرج الطبقة {shown} بدل مدخلها</translation>
        </message>
        <message>
            <source>Remove layer {shown}</source>
            <translation>حذف الطبقة {shown}</translation>
        </message>
        <message>
            <source>Remove layer {shown}: the layer after it reads what it read</source>
            <translation>حذف الطبقة {shown}: الطبقة التي بعدها تقرأ ما كانت تقرؤه</translation>
        </message>
        <message>
            <source>The only layer cannot be removed: attention needs at least one layer</source>
            <translation>لا يمكن حذف الطبقة الوحيدة: الانتباه يحتاج إلى طبقة واحدة على الأقل</translation>
        </message>
        <message>
            <source>+ layer</source>
            <translation>+ طبقة</translation>
        </message>
        <message>
            <source>− layer</source>
            <translation>− طبقة</translation>
        </message>
    </context>
    <context>
        <name>layer_bar</name>
        <message>
            <source>Layer</source>
            <translation>الطبقة</translation>
        </message>
        <message>
            <source>Which layer the pipeline shows</source>
            <translation>أي طبقة يعرضها المسار</translation>
        </message>
        <message>
            <source>Layer 1 reads the token vectors; each later layer reads the output of the one before. {next_keys} and {previous_keys} go to the next and previous layer</source>
            <translation>الطبقة 1 تقرأ متجهات الرموز؛ وكل طبقة بعدها تقرأ مخرج التي قبلها. {next_keys} و{previous_keys} تنقلان إلى الطبقة التالية والسابقة</translation>
        </message>
        <message>
            <source>Switch the selected head off</source>
            <translation>أطفئ الرأس المحدَّد</translation>
        </message>
        <message>
            <source>layer {number} of {count} (reads {reads})</source>
            <translation>الطبقة {number} من {count} (تقرأ {reads})</translation>
        </message>
        <message>
            <source>head {number}: off</source>
            <translation>الرأس {number}: مطفأ</translation>
        </message>
        <message>
            <source>head {number}: on</source>
            <translation>الرأس {number}: مفعّل</translation>
        </message>
        <message>
            <source>Head {number} is switched off: its output is left out. Click to switch it on</source>
            <translation>الرأس {number} مطفأ: مخرجه مُستبعَد. انقر لتشغيله</translation>
        </message>
        <message>
            <source>Switch head {number} off: its output is left out of the concat</source>
            <translation>أطفئ الرأس {number}: يُستبعَد مخرجه من الضم</translation>
        </message>
        <message>
            <source>→ layer {number}</source>
            <translation>← الطبقة {number}</translation>
        </message>
        <message>
            <source>This residual output is {symbol}, the input of layer {number}: show layer {number} ({keys})</source>
            <translation>مخرج الوصلة المتبقية هذا هو {symbol}، مدخل الطبقة {number}: اعرض الطبقة {number} ‏({keys})</translation>
        </message>
        <message>
            <source>Show layer {number}, which reads this output</source>
            <translation>اعرض الطبقة {number}، التي تقرأ هذا المخرج</translation>
        </message>
    </context>
    <context>
        <name>layer_edits</name>
        <message>
            <source>layers: a session has at most {limit} layers</source>
            <translation>layers: في الجلسة {limit} طبقات على الأكثر</translation>
        </message>
        <message>
            <source>layers: a "cross" session has one layer (its keys and values come from the source sentence, not from a layer before)</source>
            <translation>layers: جلسة «cross» لها طبقة واحدة (مفاتيحها وقيمها تأتي من جملة المصدر، لا من طبقة سابقة)</translation>
        </message>
        <message>
            <source>layers[{index}]: layer {layer} reads {reads} numbers per token but hands on {hands_on}, so a copy of it could not read its output; switch its residual on, or give its W_o {reads} columns, first</source>
            <translation>layers[{index}]: الطبقة {layer} تقرأ {reads} رقمًا لكل رمز لكنها تمرّر {hands_on}، فلن تستطيع نسخة منها قراءة مخرجها؛ شغّل وصلتها المتبقية، أو أعطِ W_o فيها {reads} عمودًا، أولًا</translation>
        </message>
        <message>
            <source>layers: the last layer cannot be removed: a session needs one</source>
            <translation>layers: لا يمكن حذف الطبقة الأخيرة: الجلسة تحتاج إلى طبقة واحدة</translation>
        </message>
        <message>
            <source>layers[{index}]: layer {next} reads layer {layer}'s output, {hands_on} numbers per token; without layer {layer} it would be handed {reads}, which it cannot read</source>
            <translation>layers[{index}]: الطبقة {next} تقرأ مخرج الطبقة {layer}، {hands_on} رقمًا لكل رمز؛ بدون الطبقة {layer} ستُعطى {reads}، ولا تستطيع قراءته</translation>
        </message>
        <message>
            <source>layers[{index}]: the unembedding W_U reads layer {layer}'s output, {hands_on} numbers per token; without layer {layer} it would be handed {reads}, which it cannot read</source>
            <translation>layers[{index}]: مصفوفة فك التضمين W_U تقرأ مخرج الطبقة {layer}، {hands_on} رقمًا لكل رمز؛ بدون الطبقة {layer} ستُعطى {reads}، ولا تستطيع قراءته</translation>
        </message>
    </context>
    <context>
        <name>layer_fields</name>
        <message>
            <source>{name}: expected a list of head numbers, found {found}</source>
            <translation>{name}: المتوقع قائمة من أرقام الرؤوس، والموجود {found}</translation>
        </message>
        <message>
            <source>{place}: {problem}</source>
            <translation>{place}: {problem}</translation>
        </message>
        <message>
            <source>{place}: expected a head number (0, 1, …), found {found}</source>
            <translation>{place}: المتوقع رقم رأس (0، 1، …)، والموجود {found}</translation>
        </message>
        <message>
            <source>{place}: head {head} is listed twice</source>
            <translation>{place}: الرأس {head} مذكور مرتين</translation>
        </message>
    </context>
    <context>
        <name>layer_links</name>
        <message>
            <source>← layer {number}</source>
            <translation>→ الطبقة {number}</translation>
        </message>
        <message>
            <source>{symbol} is the output of layer {number}: show layer {number}, where it is made ({keys})</source>
            <translation>‏{symbol} هو مخرج الطبقة {number}: اعرض الطبقة {number}، حيث يُصنع ‏({keys})</translation>
        </message>
        <message>
            <source>Show layer {number}, whose output this is</source>
            <translation>اعرض الطبقة {number}، التي هذا مخرجها</translation>
        </message>
    </context>
    <context>
        <name>layer_rules</name>
        <message>
            <source>{name}heads: expected 1 to {limit} heads, found {found}</source>
            <translation>{name}heads: المتوقع من 1 إلى {limit} رأسًا، والموجود {found}</translation>
        </message>
        <message>
            <source>input width × d_k</source>
            <translation>عرض المدخل × d_k</translation>
        </message>
        <message>
            <source>input width × d_k, as in heads[0]</source>
            <translation>عرض المدخل × d_k، كما في heads[0]</translation>
        </message>
        <message>
            <source>the input width</source>
            <translation>عرض المدخل</translation>
        </message>
        <message>
            <source>{name}heads_off: there is no head {head} (heads are numbered 0 to {last})</source>
            <translation>{name}heads_off: لا يوجد رأس {head} (الرؤوس مرقّمة من 0 إلى {last})</translation>
        </message>
        <message>
            <source>input width × d_v</source>
            <translation>عرض المدخل × d_v</translation>
        </message>
        <message>
            <source>{place}: this layer shares keys and values (kv_heads), so its heads hold W_q only</source>
            <translation>{place}: هذه الطبقة تشارك المفاتيح والقيم (kv_heads)، فرؤوسها لا تحمل إلا W_q</translation>
        </message>
        <message>
            <source>{place}: missing key "{key}" (without kv_heads, every head has its own W_k and W_v)</source>
            <translation>{place}: المفتاح «{key}» ناقص (بدون kv_heads، لكل رأس W_k وW_v الخاصتان به)</translation>
        </message>
        <message>
            <source>{name}heads[0]: W_q and W_v must be 2-D matrices</source>
            <translation>{name}heads[0]: يجب أن تكون W_q وW_v مصفوفتين ثنائيتي البعد</translation>
        </message>
        <message>
            <source>{name}heads[0]: {width} must be between 1 and {limit}, found {found}</source>
            <translation>{name}heads[0]: يجب أن يكون {width} بين 1 و{limit}، والموجود {found}</translation>
        </message>
        <message numerus="yes">
            <source>{name}kv_heads: %n key/value group(s) cannot be shared evenly by {heads} query heads (the number of groups must divide it)</source>
            <translation>
                <numerusform>{name}kv_heads: لا يمكن أن يتشارك {heads} رأس استعلام %n مجموعة مفاتيح/قيم بالتساوي (يجب أن يقسمه عدد المجموعات)</numerusform>
                <numerusform>{name}kv_heads: لا يمكن أن يتشارك {heads} رأس استعلام %n مجموعة مفاتيح/قيم بالتساوي (يجب أن يقسمه عدد المجموعات)</numerusform>
                <numerusform>{name}kv_heads: لا يمكن أن يتشارك {heads} رأس استعلام %n مجموعتي مفاتيح/قيم بالتساوي (يجب أن يقسمه عدد المجموعات)</numerusform>
                <numerusform>{name}kv_heads: لا يمكن أن يتشارك {heads} رأس استعلام %n مجموعات مفاتيح/قيم بالتساوي (يجب أن يقسمه عدد المجموعات)</numerusform>
                <numerusform>{name}kv_heads: لا يمكن أن يتشارك {heads} رأس استعلام %n مجموعة مفاتيح/قيم بالتساوي (يجب أن يقسمه عدد المجموعات)</numerusform>
                <numerusform>{name}kv_heads: لا يمكن أن يتشارك {heads} رأس استعلام %n مجموعة مفاتيح/قيم بالتساوي (يجب أن يقسمه عدد المجموعات)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n head(s) × d_v {d_v}</source>
            <translation>
                <numerusform>%n رأس × d_v {d_v}</numerusform>
                <numerusform>%n رأس × d_v {d_v}</numerusform>
                <numerusform>%n رأسان × d_v {d_v}</numerusform>
                <numerusform>%n رؤوس × d_v {d_v}</numerusform>
                <numerusform>%n رأسًا × d_v {d_v}</numerusform>
                <numerusform>%n رأس × d_v {d_v}</numerusform>
            </translation>
        </message>
        <message>
            <source>{name}W_o: output width must be between 1 and {limit}</source>
            <translation>{name}W_o: يجب أن يكون عرض المخرج بين 1 و{limit}</translation>
        </message>
    </context>
    <context>
        <name>lesson</name>
        <message>
            <source>{where}: missing "condition"</source>
            <translation>{where}: «condition» ناقص</translation>
        </message>
        <message>
            <source>{where}.hints: expected a list of at most {max_hints} hints (and no "hint" beside it)</source>
            <translation>{where}.hints: المتوقع قائمة من {max_hints} تلميحات على الأكثر (ودون «hint» بجانبها)</translation>
        </message>
        <message>
            <source>{where}.actions: expected a list of actions</source>
            <translation>{where}.actions: المتوقع قائمة من الإجراءات</translation>
        </message>
        <message>
            <source>{where}.widget: expected one of {choices}</source>
            <translation>{where}.widget: المتوقع واحد من {choices}</translation>
        </message>
        <message>
            <source>format: expected "{tag}"</source>
            <translation>format: المتوقع «{tag}»</translation>
        </message>
        <message>
            <source>version: expected a whole number</source>
            <translation>version: المتوقع عدد صحيح</translation>
        </message>
        <message>
            <source>version: {version} is newer than this app reads ({format_version})</source>
            <translation>version: الإصدار {version} أحدث مما يقرؤه هذا التطبيق ({format_version})</translation>
        </message>
        <message>
            <source>id: expected lower-case letters, digits and dashes</source>
            <translation>id: المتوقع أحرف لاتينية صغيرة وأرقام وشرطات</translation>
        </message>
        <message>
            <source>id: "{lesson_id}" must match the file name "{expected_id}{suffix}"</source>
            <translation>id: يجب أن يطابق «{lesson_id}» اسم الملف «{expected_id}{suffix}»</translation>
        </message>
        <message>
            <source>steps: expected a non-empty list of steps</source>
            <translation>steps: المتوقع قائمة غير فارغة من الخطوات</translation>
        </message>
        <message>
            <source>steps: {count} steps, the limit is {max_steps}</source>
            <translation>steps: {count} خطوة، والحد {max_steps}</translation>
        </message>
        <message>
            <source>lesson file</source>
            <translation>ملف الدرس</translation>
        </message>
        <message>
            <source>{name}: shown in English, its translation has a problem: {error}</source>
            <translation>{name}: معروض بالإنجليزية، فترجمته فيها مشكلة: {error}</translation>
        </message>
        <message>
            <source>{name}: could not be read ({reason}); check the file against docs/lesson-format.md</source>
            <translation>{name}: تعذّرت قراءته ({reason})؛ افحص الملف وفق docs/lesson-format.md</translation>
        </message>
        <message>
            <source>{name}: cannot list the lessons ({error})</source>
            <translation>{name}: تعذّر سرد الدروس ({error})</translation>
        </message>
        <message>
            <source>{name}: a lesson with the id "{id}" is already loaded</source>
            <translation>{name}: درس بالمعرّف «{id}» محمَّل مسبقًا</translation>
        </message>
    </context>
    <context>
        <name>lesson_actions</name>
        <message>
            <source>{where}: expected an object</source>
            <translation>{where}: المتوقع كائن</translation>
        </message>
        <message>
            <source>{where}: unknown field "{key}" (expected {choices})</source>
            <translation>{where}: حقل غير معروف «{key}» (المتوقع {choices})</translation>
        </message>
        <message>
            <source>{where}: says nothing to set</source>
            <translation>{where}: لا يذكر شيئًا لضبطه</translation>
        </message>
        <message>
            <source>{where}.{key}: expected true or false</source>
            <translation>{where}.{key}: المتوقع true أو false</translation>
        </message>
        <message>
            <source>{where}.{key}: expected one of {choices}</source>
            <translation>{where}.{key}: المتوقع واحد من {choices}</translation>
        </message>
        <message>
            <source>{where}.token_order: expected a list of token labels</source>
            <translation>{where}.token_order: المتوقع قائمة من عناوين الرموز</translation>
        </message>
        <message>
            <source>{where}.add_tokens: expected a list of non-empty token labels</source>
            <translation>{where}.add_tokens: المتوقع قائمة من عناوين رموز غير فارغة</translation>
        </message>
        <message>
            <source>{where}.cells: expected a non-empty list of cells</source>
            <translation>{where}.cells: المتوقع قائمة غير فارغة من الخلايا</translation>
        </message>
        <message>
            <source>{where}.value: expected a number</source>
            <translation>{where}.value: المتوقع رقم</translation>
        </message>
        <message>
            <source>{where}.value: must be a finite number within ±{limit}</source>
            <translation>{where}.value: يجب أن يكون رقمًا محدودًا ضمن ±{limit}</translation>
        </message>
        <message>
            <source>{where}.tokens: expected a list of vocabulary labels</source>
            <translation>{where}.tokens: المتوقع قائمة من عناوين المفردات</translation>
        </message>
        <message>
            <source>{where}.heads_off: expected a list of [layer, head] pairs counted from 0</source>
            <translation>{where}.heads_off: المتوقع قائمة من الأزواج [layer, head] بالعدّ من 0</translation>
        </message>
        <message>
            <source>{where}.kv_heads: expected {{"layer": counted from 0, "groups": 1 to 16}}</source>
            <translation>{where}.kv_heads: المتوقع {{"layer": بالعدّ من 0، "groups": من 1 إلى 16}}</translation>
        </message>
        <message>
            <source>{where}: an action is an object with exactly one field</source>
            <translation>{where}: الإجراء كائن فيه حقل واحد بالضبط</translation>
        </message>
        <message>
            <source>{where}: unknown action "{kind}" (expected {choices})</source>
            <translation>{where}: إجراء غير معروف «{kind}» (المتوقع {choices})</translation>
        </message>
        <message>
            <source>{where}.load_preset: no preset {name!r}; known: {choices}</source>
            <translation>{where}.load_preset: لا يوجد مثال جاهز {name!r}؛ المعروف: {choices}</translation>
        </message>
        <message>
            <source>{where}.load_model: no trained model {name!r}; known: {choices}</source>
            <translation>{where}.load_model: لا يوجد نموذج مدرَّب {name!r}؛ المعروف: {choices}</translation>
        </message>
        <message>
            <source>{where}.select_head: expected a head number counted from 0</source>
            <translation>{where}.select_head: المتوقع رقم رأس بالعدّ من 0</translation>
        </message>
        <message>
            <source>{where}.select_layer: expected a layer number counted from 0</source>
            <translation>{where}.select_layer: المتوقع رقم طبقة بالعدّ من 0</translation>
        </message>
        <message>
            <source>{where}.highlight: expected a list of panel names such as "heatmap.weights"</source>
            <translation>{where}.highlight: المتوقع قائمة من أسماء اللوحات مثل "heatmap.weights"</translation>
        </message>
        <message>
            <source>token_order: "{label}" is not a token left to place</source>
            <translation>token_order: «{label}» ليس رمزًا متبقيًا للوضع</translation>
        </message>
        <message>
            <source>token_order: "{token}" is missing from the order</source>
            <translation>token_order: «{token}» ناقص من الترتيب</translation>
        </message>
        <message>
            <source>cells: cannot set {matrix}[{row}][{column}] ({error})</source>
            <translation>cells: تعذّر ضبط {matrix}[{row}][{column}] ‏({error})</translation>
        </message>
        <message>
            <source>{field}: there is no layer {index}: the session has {n_layers}</source>
            <translation>{field}: لا توجد طبقة {index}: في الجلسة {n_layers}</translation>
        </message>
        <message>
            <source>heads_off: layer {layer} has no head {head}</source>
            <translation>heads_off: الطبقة {layer} ليس فيها رأس {head}</translation>
        </message>
    </context>
    <context>
        <name>lesson_boxes</name>
        <message>
            <source>Predict, then reveal</source>
            <translation>توقّع، ثم اكشف</translation>
        </message>
        <message>
            <source>your guess, e.g. 0.5, 50% or 1/2</source>
            <translation>تخمينك، مثلًا 0.5 أو 50% أو 1/2</translation>
        </message>
        <message>
            <source>Your prediction</source>
            <translation>توقّعك</translation>
        </message>
        <message>
            <source>Check</source>
            <translation>تحقّق</translation>
        </message>
        <message>
            <source>Check your guess without giving the answer away; you may try again</source>
            <translation>تحقّق من تخمينك دون كشف الإجابة؛ يمكنك المحاولة مرة أخرى</translation>
        </message>
        <message>
            <source>Reveal</source>
            <translation>اكشف</translation>
        </message>
        <message>
            <source>Show the answer, worked out on the numbers on show, and how close your guess was</source>
            <translation>أظهر الإجابة، محسوبة من الأرقام المعروضة، ومدى قرب تخمينك منها</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>دورك</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>تلميح</translation>
        </message>
        <message>
            <source>Show a hint for this task, under the task</source>
            <translation>أظهر تلميحًا لهذه المهمة، تحت المهمة</translation>
        </message>
        <message>
            <source>Show me</source>
            <translation>أرني</translation>
        </message>
        <message>
            <source>Make the change for me (Ctrl+Z undoes it)</source>
            <translation>أجرِ التغيير بدلًا مني (Ctrl+Z يتراجع عنه)</translation>
        </message>
        <message>
            <source>Another hint</source>
            <translation>تلميح آخر</translation>
        </message>
        <message>
            <source>No more hints</source>
            <translation>لا تلميحات أخرى</translation>
        </message>
        <message>
            <source>○ First answer the question above</source>
            <translation>○ أجب أولًا عن السؤال أعلاه</translation>
        </message>
        <message>
            <source>✓ Done!</source>
            <translation>✓ تم!</translation>
        </message>
        <message>
            <source>○ Not yet (you solved it before)</source>
            <translation>○ ليس بعد (حللتها من قبل)</translation>
        </message>
        <message>
            <source>○ Not yet</source>
            <translation>○ ليس بعد</translation>
        </message>
    </context>
    <context>
        <name>lesson_browser</name>
        <message>
            <source>Lessons</source>
            <translation>الدروس</translation>
        </message>
        <message>
            <source>Choose a lesson with the arrow keys; Enter starts it. Each says if it is done, started or new</source>
            <translation>اختر درسًا بمفاتيح الأسهم؛ وEnter يبدؤه. كلٌّ منها يقول هل هو منجَز أم بدأته أم جديد</translation>
        </message>
        <message>
            <source>Start lesson</source>
            <translation>ابدأ الدرس</translation>
        </message>
        <message>
            <source>Open the chosen lesson at the step where you left it</source>
            <translation>افتح الدرس المختار عند الخطوة التي توقفت عندها</translation>
        </message>
        <message>
            <source>Reset its progress</source>
            <translation>أعد ضبط تقدّمه</translation>
        </message>
        <message>
            <source>Forget which steps of the chosen lesson you have seen and which tasks you solved</source>
            <translation>امحُ سجل خطوات الدرس المختار التي رأيتها والمهام التي حللتها</translation>
        </message>
        <message>
            <source>&lt;b&gt;Lessons&lt;/b&gt; — pick one and press Start (or double-click).</source>
            <translation>&lt;b&gt;الدروس&lt;/b&gt; — اختر درسًا واضغط «ابدأ الدرس» (أو انقر نقرًا مزدوجًا).</translation>
        </message>
        <message>
            <source>done</source>
            <translation>منجَز</translation>
        </message>
        <message numerus="yes">
            <source>{seen} of %n steps seen</source>
            <translation>
                <numerusform>شوهدت {seen} من %n خطوة</numerusform>
                <numerusform>شوهدت {seen} من خطوة واحدة (%n)</numerusform>
                <numerusform>شوهدت {seen} من خطوتين (%n)</numerusform>
                <numerusform>شوهدت {seen} من %n خطوات</numerusform>
                <numerusform>شوهدت {seen} من %n خطوةً</numerusform>
                <numerusform>شوهدت {seen} من %n خطوة</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>lesson_checks</name>
        <message>
            <source>a token label or index</source>
            <translation>عنوان رمز أو رقمه</translation>
        </message>
        <message>
            <source>a head number counted from 0</source>
            <translation>رقم رأس بالعدّ من 0</translation>
        </message>
        <message>
            <source>a layer number counted from 0</source>
            <translation>رقم طبقة بالعدّ من 0</translation>
        </message>
        <message>
            <source>a position counted from 0</source>
            <translation>موضع بالعدّ من 0</translation>
        </message>
        <message>
            <source>a vocabulary label</source>
            <translation>عنوان من المفردات</translation>
        </message>
        <message>
            <source>a row number counted from 0</source>
            <translation>رقم صف بالعدّ من 0</translation>
        </message>
        <message>
            <source>a column number counted from 0</source>
            <translation>رقم عمود بالعدّ من 0</translation>
        </message>
        <message>
            <source>a matrix key such as "heads.0.W_k", "embeddings" or "W_o"</source>
            <translation>مفتاح مصفوفة مثل "heads.0.W_k" أو "embeddings" أو "W_o"</translation>
        </message>
        <message>
            <source>a whole number of tokens from 1</source>
            <translation>عدد صحيح من الرموز ابتداءً من 1</translation>
        </message>
        <message>
            <source>a whole number of heads from 1</source>
            <translation>عدد صحيح من الرؤوس ابتداءً من 1</translation>
        </message>
        <message>
            <source>a whole number of K/V groups from 1</source>
            <translation>عدد صحيح من مجموعات K/V ابتداءً من 1</translation>
        </message>
        <message>
            <source>a whole width from 1</source>
            <translation>عرض صحيح ابتداءً من 1</translation>
        </message>
        <message>
            <source>a positive number of bytes, at most 1024</source>
            <translation>عدد موجب من البايتات، 1024 على الأكثر</translation>
        </message>
        <message>
            <source>{where}: expected an object with a "quantity", found {found}</source>
            <translation>{where}: المتوقع كائن فيه «quantity»، والموجود {found}</translation>
        </message>
        <message>
            <source>{where}.quantity: expected one of {choices}, found {found}</source>
            <translation>{where}.quantity: المتوقع واحد من {choices}، والموجود {found}</translation>
        </message>
        <message>
            <source>{where}: the quantity "{name}" needs "{key}"</source>
            <translation>{where}: الكمية «{name}» تحتاج إلى «{key}»</translation>
        </message>
        <message>
            <source>{where}.{key}: not a field of the quantity "{name}"</source>
            <translation>{where}.{key}: ليس حقلًا من حقول الكمية «{name}»</translation>
        </message>
        <message>
            <source>{where}.{key}: expected {wanted}, found {found}</source>
            <translation>{where}.{key}: المتوقع {wanted}، والموجود {found}</translation>
        </message>
        <message>
            <source>{where}: give one of {choices}, not {count}</source>
            <translation>{where}: أعطِ واحدًا من {choices}، لا {count}</translation>
        </message>
        <message>
            <source>{where}.{field}: not a field of "{form}"</source>
            <translation>{where}.{field}: ليس حقلًا من حقول «{form}»</translation>
        </message>
        <message>
            <source>{where}.edited_only: expected a list of matrix keys</source>
            <translation>{where}.edited_only: المتوقع قائمة من مفاتيح المصفوفات</translation>
        </message>
        <message>
            <source>{where}.edited_only[{i}]: expected a matrix key such as "heads.0.W_q", found {found}</source>
            <translation>{where}.edited_only[{i}]: المتوقع مفتاح مصفوفة مثل "heads.0.W_q"، والموجود {found}</translation>
        </message>
        <message>
            <source>{where}.tolerance: expected a number ≥ 0</source>
            <translation>{where}.tolerance: المتوقع رقم ≥ 0</translation>
        </message>
        <message>
            <source>{where}.rows: expected [first, last], two row numbers from 0 with first ≤ last</source>
            <translation>{where}.rows: المتوقع [first, last]، رقمان لصفين يبدأ العد فيهما من 0 والأول ≤ الأخير</translation>
        </message>
        <message>
            <source>{where}: conditions are nested too deeply</source>
            <translation>{where}: الشروط متداخلة بعمق زائد</translation>
        </message>
        <message>
            <source>{where}: expected a condition object, found {found}</source>
            <translation>{where}: المتوقع كائن شرط، والموجود {found}</translation>
        </message>
        <message>
            <source>{where}: "{combinator}" must be the only field of its object</source>
            <translation>{where}: يجب أن يكون «{combinator}» الحقل الوحيد في كائنه</translation>
        </message>
        <message>
            <source>{where}.{combinator}: expected a non-empty list of conditions</source>
            <translation>{where}.{combinator}: المتوقع قائمة غير فارغة من الشروط</translation>
        </message>
        <message>
            <source>{where}: "not" must be the only field of its object</source>
            <translation>{where}: يجب أن يكون «not» الحقل الوحيد في كائنه</translation>
        </message>
        <message>
            <source>{where}.op: expected one of {choices}, found {found}</source>
            <translation>{where}.op: المتوقع واحد من {choices}، والموجود {found}</translation>
        </message>
        <message>
            <source>{where}.value: expected a number, found {found}</source>
            <translation>{where}.value: المتوقع رقم، والموجود {found}</translation>
        </message>
        <message>
            <source>{where}.op: "{name}" can only be compared with == or !=</source>
            <translation>{where}.op: لا يمكن مقارنة «{name}» إلا بـ == أو !=</translation>
        </message>
        <message>
            <source>{where}: a comparison needs "quantity", "op", and "value" or "value_of" (one of them)</source>
            <translation>{where}: المقارنة تحتاج إلى «quantity» و«op» وإلى «value» أو «value_of» (أحدهما فقط)</translation>
        </message>
        <message>
            <source>{where}.value_of: "{other}" cannot be compared with "{name}"</source>
            <translation>{where}.value_of: لا يمكن مقارنة «{other}» بـ«{name}»</translation>
        </message>
        <message>
            <source>{where}.value: expected a vocabulary label, found {found}</source>
            <translation>{where}.value: المتوقع عنوان من المفردات، والموجود {found}</translation>
        </message>
        <message>
            <source>{where}.value: expected {wanted}, found {found}</source>
            <translation>{where}.value: المتوقع {wanted}، والموجود {found}</translation>
        </message>
        <message>
            <source>{where}.value: expected a list of token labels, found {found}</source>
            <translation>{where}.value: المتوقع قائمة من عناوين الرموز، والموجود {found}</translation>
        </message>
    </context>
    <context>
        <name>lesson_conditions</name>
        <message>
            <source>there is no {what} {ref}: the session has {count}</source>
            <translation>لا يوجد {what} {ref}: في الجلسة {count}</translation>
        </message>
        <message>
            <source>there is no {what} "{ref}" in this session</source>
            <translation>لا يوجد {what} «{ref}» في هذه الجلسة</translation>
        </message>
        <message>
            <source>there is no head {head}: the session has {n_heads}</source>
            <translation>لا يوجد رأس {head}: في الجلسة {n_heads}</translation>
        </message>
        <message>
            <source>{what} has no column {column}: it is {width} wide</source>
            <translation>{what} ليس فيها عمود {column}: عرضها {width}</translation>
        </message>
        <message>
            <source>there is no residual: {reason}</source>
            <translation>لا توجد وصلة متبقية: {reason}</translation>
        </message>
        <message>
            <source>this session has no matrix "{matrix}"</source>
            <translation>ليس في هذه الجلسة مصفوفة «{matrix}»</translation>
        </message>
        <message>
            <source>{matrix} has no row {row}</source>
            <translation>{matrix} ليس فيها صف {row}</translation>
        </message>
        <message>
            <source>unknown quantity "{name}"</source>
            <translation>كمية غير معروفة «{name}»</translation>
        </message>
        <message>
            <source>the quantity "{quantity}" is not a number</source>
            <translation>الكمية «{quantity}» ليست رقمًا</translation>
        </message>
    </context>
    <context>
        <name>lesson_docks</name>
        <message>
            <source>Lessons</source>
            <translation>الدروس</translation>
        </message>
        <message>
            <source>Mistakes lab</source>
            <translation>مختبر الأخطاء</translation>
        </message>
        <message>
            <source>Scale and softmax explorer</source>
            <translation>مستكشف التحجيم وsoftmax</translation>
        </message>
        <message>
            <source>Reset all lesson progress…</source>
            <translation>إعادة ضبط تقدّم كل الدروس…</translation>
        </message>
        <message>
            <source>&amp;Lessons</source>
            <translation>ال&amp;دروس</translation>
        </message>
        <message>
            <source>Reset lesson progress</source>
            <translation>إعادة ضبط تقدّم الدروس</translation>
        </message>
        <message>
            <source>Forget which lesson steps you have seen and which tasks you solved?</source>
            <translation>أتمحو سجل خطوات الدروس التي رأيتها والمهام التي حللتها؟</translation>
        </message>
        <message>
            <source>The lesson's question is still open, so its numbers stay hidden until you answer it or press Reveal. {key} shows the lesson again.</source>
            <translation>سؤال الدرس ما زال مفتوحًا، فتبقى أرقامه مخفيّة حتى تجيب عنه أو تضغط «اكشف». يعيد {key} عرض الدرس.</translation>
        </message>
    </context>
    <context>
        <name>lesson_markup</name>
        <message>
            <source>comments are not allowed in lesson text</source>
            <translation>التعليقات غير مسموحة في نص الدرس</translation>
        </message>
        <message>
            <source>declarations such as {shown} are not allowed in lesson text</source>
            <translation>التصريحات مثل {shown} غير مسموحة في نص الدرس</translation>
        </message>
        <message>
            <source>processing instructions such as {shown} are not allowed in lesson text</source>
            <translation>تعليمات المعالجة مثل {shown} غير مسموحة في نص الدرس</translation>
        </message>
        <message>
            <source>“{shown}” looks like a tag but is not one; write &amp;lt; for a “&lt;” sign</source>
            <translation>«{shown}» يبدو وسمًا لكنه ليس كذلك؛ اكتب &amp;lt; لعلامة «&lt;»</translation>
        </message>
        <message>
            <source>the tag &lt;{name}&gt; is not allowed (only {allowed})</source>
            <translation>الوسم &lt;{name}&gt; غير مسموح (المسموح فقط {allowed})</translation>
        </message>
        <message>
            <source>the tag &lt;{name}&gt; is not closed with “&gt;”</source>
            <translation>الوسم &lt;{name}&gt; لم يُغلق بـ «&gt;»</translation>
        </message>
        <message>
            <source>&lt;{name}&gt; may not have attributes ({attribute}=…)</source>
            <translation>لا يجوز أن يكون لـ &lt;{name}&gt; سمات ({attribute}=…)</translation>
        </message>
        <message>
            <source>write the tag {shown} plainly, as &lt;{name}&gt; or &lt;/{name}&gt;</source>
            <translation>اكتب الوسم {shown} بشكله البسيط، &lt;{name}&gt; أو &lt;/{name}&gt;</translation>
        </message>
    </context>
    <context>
        <name>lesson_messages</name>
        <message>
            <source>Step {number} of {count}</source>
            <translation>الخطوة {number} من {count}</translation>
        </message>
        <message>
            <source>This step does not fit the example on show ({reason}). Press “Set up this step” to start it afresh.</source>
            <translation>هذه الخطوة لا تناسب المثال المعروض ({reason}). اضغط «جهّز هذه الخطوة» لتبدأها من جديد.</translation>
        </message>
        <message>
            <source>Your session was kept. Press “Set up this step” to open “{name}”.</source>
            <translation>احتُفظ بجلستك. اضغط «جهّز هذه الخطوة» لفتح «{name}».</translation>
        </message>
        <message>
            <source>Lesson: {title}</source>
            <translation>الدرس: {title}</translation>
        </message>
    </context>
    <context>
        <name>lesson_model_quantities</name>
        <message>
            <source>there is no layer {index}: the session has {n_layers}</source>
            <translation>لا توجد طبقة {index}: في الجلسة {n_layers}</translation>
        </message>
        <message>
            <source>this session predicts no next token (it has no unembedding W_U)</source>
            <translation>هذه الجلسة لا تتنبأ برمز تالٍ (ليس فيها مصفوفة فك التضمين W_U)</translation>
        </message>
        <message>
            <source>there is no position {position}: the session has {n_tokens}</source>
            <translation>لا يوجد موضع {position}: في الجلسة {n_tokens}</translation>
        </message>
        <message>
            <source>the vocabulary has no "{label}"</source>
            <translation>ليس في المفردات «{label}»</translation>
        </message>
        <message>
            <source>no position from {first} has a next token to predict</source>
            <translation>لا موضع ابتداءً من {first} له رمز تالٍ يُتنبأ به</translation>
        </message>
    </context>
    <context>
        <name>lesson_panel</name>
        <message>
            <source>◂ All lessons</source>
            <translation>▸ كل الدروس</translation>
        </message>
        <message>
            <source>All lessons</source>
            <translation>كل الدروس</translation>
        </message>
        <message>
            <source>Back to the list of lessons</source>
            <translation>العودة إلى قائمة الدروس</translation>
        </message>
        <message>
            <source>Set up this step</source>
            <translation>جهّز هذه الخطوة</translation>
        </message>
        <message>
            <source>Bring the example back to the state this step starts from</source>
            <translation>أعد المثال إلى الحال التي تبدأ منها هذه الخطوة</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>رجوع</translation>
        </message>
        <message>
            <source>Read the step before again</source>
            <translation>اقرأ الخطوة السابقة مرة أخرى</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>التالي</translation>
        </message>
        <message>
            <source>Glossary</source>
            <translation>المسرد</translation>
        </message>
        <message>
            <source>The key terms, each with where to see it</source>
            <translation>المصطلحات الأساسية، مع أين ترى كلًّا منها</translation>
        </message>
        <message>
            <source>The lesson step's text (the arrow keys scroll it)</source>
            <translation>نص خطوة الدرس (مفاتيح الأسهم تمرّره)</translation>
        </message>
        <message>
            <source>The step's title and text, then its question or task</source>
            <translation>عنوان الخطوة ونصها، ثم سؤالها أو مهمتها</translation>
        </message>
        <message>
            <source>Finish</source>
            <translation>إنهاء</translation>
        </message>
        <message>
            <source>Finish the lesson and go back to the list</source>
            <translation>أنهِ الدرس وعُد إلى القائمة</translation>
        </message>
        <message>
            <source>Go on to the next step</source>
            <translation>انتقل إلى الخطوة التالية</translation>
        </message>
        <message>
            <source>Lesson: show me</source>
            <translation>الدرس: أرني</translation>
        </message>
    </context>
    <context>
        <name>lesson_predict</name>
        <message>
            <source>A weight is never negative: the softmax turns every score, even a very low one, into a small positive share.</source>
            <translation>الوزن لا يكون سالبًا أبدًا: softmax تحوّل كل درجة، حتى المنخفضة جدًا، إلى حصة موجبة صغيرة.</translation>
        </message>
        <message>
            <source>A weight is at most 1: each query shares out 1 among the keys it sees.</source>
            <translation>الوزن 1 على الأكثر: كل استعلام يوزّع 1 على المفاتيح التي يراها.</translation>
        </message>
        <message>
            <source>{where}: missing "{key}"</source>
            <translation>{where}: «{key}» ناقص</translation>
        </message>
        <message>
            <source>{where}.{key}: expected non-empty text</source>
            <translation>{where}.{key}: المتوقع نص غير فارغ</translation>
        </message>
        <message>
            <source>{where}.{key}: {count} characters, the limit is {max_text}</source>
            <translation>{where}.{key}: {count} حرفًا، والحد {max_text}</translation>
        </message>
        <message>
            <source>the answer is not a finite number for this example</source>
            <translation>الجواب ليس رقمًا محدودًا في هذا المثال</translation>
        </message>
        <message>
            <source>too high</source>
            <translation>مرتفع جدًا</translation>
        </message>
        <message>
            <source>too low</source>
            <translation>منخفض جدًا</translation>
        </message>
        <message>
            <source>{where}: a prediction needs a number</source>
            <translation>{where}: التنبؤ يحتاج إلى رقم</translation>
        </message>
        <message>
            <source>{where}.{key}: expected a finite number ≥ 0, found {found}</source>
            <translation>{where}.{key}: المتوقع رقم محدود ≥ 0، والموجود {found}</translation>
        </message>
        <message>
            <source>{where}.veil: expected a list of matrix names</source>
            <translation>{where}.veil: المتوقع قائمة من أسماء المصفوفات</translation>
        </message>
        <message>
            <source>{where}.veil[{i}]: expected a matrix name such as "weights", "scaled" or "output", found {found}</source>
            <translation>{where}.veil[{i}]: المتوقع اسم مصفوفة مثل "weights" أو "scaled" أو "output"، والموجود {found}</translation>
        </message>
        <message>
            <source>{where}: give either "answer" or "answer_expr"</source>
            <translation>{where}: أعطِ إما «answer» وإما «answer_expr»</translation>
        </message>
        <message>
            <source>{where}.answer: expected a number, found {found}</source>
            <translation>{where}.answer: المتوقع رقم، والموجود {found}</translation>
        </message>
        <message>
            <source>{where}.mistakes: expected a list of at most {max_mistakes} mistakes</source>
            <translation>{where}.mistakes: المتوقع قائمة من {max_mistakes} أخطاء على الأكثر</translation>
        </message>
        <message>
            <source>{where}.{key}: expected a list of set actions</source>
            <translation>{where}.{key}: المتوقع قائمة من إجراءات الضبط</translation>
        </message>
        <message>
            <source>{where}: missing "answer_expr"</source>
            <translation>{where}: «answer_expr» ناقص</translation>
        </message>
        <message>
            <source>{where}.unit: expected a short text</source>
            <translation>{where}.unit: المتوقع نص قصير</translation>
        </message>
    </context>
    <context>
        <name>lesson_progress</name>
        <message>
            <source>progress file</source>
            <translation>ملف التقدّم</translation>
        </message>
        <message>
            <source>not a lesson progress file</source>
            <translation>ليس ملف تقدّم في الدروس</translation>
        </message>
        <message>
            <source>{name}: could not be read ({reason}) nor moved aside ({error}); lesson progress is not saved this run, so that the file stays as it is</source>
            <translation>{name}: تعذّرت قراءته ({reason}) وتعذّر نقله جانبًا ({error})؛ لن يُحفظ التقدّم في الدروس في هذا التشغيل، كي يبقى الملف كما هو</translation>
        </message>
        <message>
            <source>{name}: could not be read ({reason}); it was kept as {kept} and lessons start with no progress</source>
            <translation>{name}: تعذّرت قراءته ({reason})؛ احتُفظ به باسم {kept} وتبدأ الدروس بلا تقدّم</translation>
        </message>
        <message>
            <source>{name}: progress not saved ({error})</source>
            <translation>{name}: لم يُحفظ التقدّم ({error})</translation>
        </message>
    </context>
    <context>
        <name>lesson_slips</name>
        <message>
            <source>That is the number as it is now, before the change the question asks about.</source>
            <translation>هذا هو العدد كما هو الآن، قبل التغيير الذي يسأل عنه السؤال.</translation>
        </message>
        <message>
            <source>That is the correct computation; the question asks what the slip gives.</source>
            <translation>هذا هو الحساب الصحيح؛ والسؤال عمّا يعطيه الخطأ.</translation>
        </message>
        <message>
            <source>That is the scaled score, before the softmax turns it into a weight.</source>
            <translation>هذه هي الدرجة المحجَّمة، قبل أن تحوّلها softmax إلى وزن.</translation>
        </message>
        <message>
            <source>That is the raw score q·k, before the scaling and the softmax.</source>
            <translation>هذه هي الدرجة الخام q·k، قبل التحجيم وقبل softmax.</translation>
        </message>
        <message>
            <source>That is the weight without dividing the scores by √d_k first.</source>
            <translation>هذا هو الوزن دون قسمة الدرجات على √d_k أولًا.</translation>
        </message>
        <message>
            <source>That is the weight without the mask (or with the mask after the softmax): the hidden keys still take their share of the row.</source>
            <translation>هذا هو الوزن دون القناع (أو بالقناع بعد softmax): ما زالت المفاتيح المحجوبة تأخذ نصيبها من الصف.</translation>
        </message>
        <message>
            <source>That is a softmax down the column; each query's row is what sums to 1.</source>
            <translation>هذه softmax على طول العمود؛ صفّ كل استعلام هو الذي مجموعه 1.</translation>
        </message>
        <message>
            <source>That is e^(scaled score), before dividing by the total of the row.</source>
            <translation>هذا هو e^(الدرجة المحجَّمة)، قبل القسمة على مجموع الصف.</translation>
        </message>
        <message>
            <source>That is the raw score q·k, before dividing by √d_k.</source>
            <translation>هذه هي الدرجة الخام q·k، قبل القسمة على √d_k.</translation>
        </message>
        <message>
            <source>That multiplies the score by √d_k; the scaling divides by it.</source>
            <translation>هذا يضرب الدرجة في √d_k؛ أما التحجيم فيقسم على √d_k.</translation>
        </message>
        <message>
            <source>That divides by d_k itself; the scale is its square root, √d_k.</source>
            <translation>هذا يقسم على d_k نفسه؛ معامل التحجيم هو جذره التربيعي √d_k.</translation>
        </message>
        <message>
            <source>That is already divided by √d_k; the raw score is q·k itself.</source>
            <translation>هذا مقسوم على √d_k بالفعل؛ الدرجة الخام هي q·k نفسه.</translation>
        </message>
        <message>
            <source>That is the weight of {key} on {query}: the wrong way round. A row is a query, a column a key.</source>
            <translation>هذا هو وزن {key} على {query}: بالعكس. الصف استعلام، والعمود مفتاح.</translation>
        </message>
        <message>
            <source>That is the score of {key} with {query}: the wrong way round. A row is a query, a column a key.</source>
            <translation>هذه درجة {key} مع {query}: بالعكس. الصف استعلام، والعمود مفتاح.</translation>
        </message>
        <message>
            <source>That is the weight of {query} on {other}, not on {key}.</source>
            <translation>هذا وزن {query} على {other}، لا على {key}.</translation>
        </message>
        <message>
            <source>That is the weight of {other} on {key}, not of {query}.</source>
            <translation>هذا وزن {other} على {key}، لا وزن {query}.</translation>
        </message>
        <message>
            <source>That is the score of {query} with {other}, not with {key}.</source>
            <translation>هذه درجة {query} مع {other}، لا مع {key}.</translation>
        </message>
        <message>
            <source>That is the score of {other} with {key}, not of {query}.</source>
            <translation>هذه درجة {other} مع {key}، لا درجة {query}.</translation>
        </message>
        <message>
            <source>That is the row of {other}, not of {query}.</source>
            <translation>هذا صف {other}، لا صف {query}.</translation>
        </message>
        <message>
            <source>That is the column of {other}, not of {key}.</source>
            <translation>هذا عمود {other}، لا عمود {key}.</translation>
        </message>
        <message>
            <source>That is the number of {other} in that column, not of {token}.</source>
            <translation>هذا عدد {other} في ذلك العمود، لا عدد {token}.</translation>
        </message>
        <message>
            <source>That is column {other} of {token}, not column {column}.</source>
            <translation>هذا العمود {other} من {token}، لا العمود {column}.</translation>
        </message>
        <message>
            <source>That is the probability of {other}, not of {label}.</source>
            <translation>هذه احتمالية {other}، لا احتمالية {label}.</translation>
        </message>
        <message>
            <source>That is the same number in head {other}; the question asks about head {head}.</source>
            <translation>هذا العدد نفسه في الرأس {other}؛ والسؤال عن الرأس {head}.</translation>
        </message>
        <message>
            <source>That is the same number in layer {other}; the question asks about layer {layer}.</source>
            <translation>هذا العدد نفسه في الطبقة {other}؛ والسؤال عن الطبقة {layer}.</translation>
        </message>
        <message>
            <source>That is 1 minus the answer: the share of everything else.</source>
            <translation>هذا 1 ناقص الإجابة: نصيب كل ما عداه.</translation>
        </message>
        <message>
            <source>{label} at position {position}</source>
            <translation>{label} في الموضع {position}</translation>
        </message>
    </context>
    <context>
        <name>lesson_summary</name>
        <message>
            <source>Well done: you reached the end of this lesson.</source>
            <translation>أحسنت: وصلت إلى نهاية هذا الدرس.</translation>
        </message>
        <message>
            <source>exactly</source>
            <translation>بالضبط</translation>
        </message>
        <message>
            <source>close enough</source>
            <translation>قريب بما يكفي</translation>
        </message>
        <message>
            <source>off by {off}</source>
            <translation>بفارق {off}</translation>
        </message>
        <message>
            <source>&lt;b&gt;{title}&lt;/b&gt;: you guessed {guess}, the answer was {answer} ({close})</source>
            <translation>&lt;b&gt;{title}&lt;/b&gt;: خمّنت {guess}، وكانت الإجابة {answer} ‏({close})</translation>
        </message>
        <message>
            <source>; {tries} tries, the last {guess}</source>
            <translation>؛ عدد المحاولات {tries}، وآخرها {guess}</translation>
        </message>
        <message>
            <source>&lt;p&gt;Your predictions:&lt;/p&gt;</source>
            <translation>&lt;p&gt;توقّعاتك:&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;No predictions recorded in this lesson yet.&lt;/p&gt;</source>
            <translation>&lt;p&gt;لم تُسجَّل توقّعات في هذا الدرس بعد.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>lesson_values</name>
        <message>
            <source>a number with too many digits</source>
            <translation>رقم بخانات كثيرة جدًا</translation>
        </message>
        <message>
            <source>the number {number}</source>
            <translation>الرقم {number}</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>قائمة</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>كائن</translation>
        </message>
    </context>
    <context>
        <name>lesson_verdicts</name>
        <message>
            <source>The answer cannot be computed here: {reason}</source>
            <translation>لا يمكن حساب الإجابة هنا: {reason}</translation>
        </message>
        <message>
            <source>You said {guess}:</source>
            <translation>قلت {guess}:</translation>
        </message>
        <message>
            <source>not quite</source>
            <translation>ليس تمامًا</translation>
        </message>
        <message>
            <source>The answer is &lt;b&gt;{answer}&lt;/b&gt;{unit}.</source>
            <translation>الإجابة &lt;b&gt;{answer}&lt;/b&gt;{unit}.</translation>
        </message>
        <message>
            <source>(Next time, type a guess first: predicting is where the learning happens.)</source>
            <translation>(في المرة القادمة، اكتب تخمينًا أولًا: التوقّع هو حيث يحدث التعلّم.)</translation>
        </message>
        <message>
            <source>✓ exactly</source>
            <translation>✓ بالضبط</translation>
        </message>
        <message>
            <source>(off by {off}).</source>
            <translation>(بفارق {off}).</translation>
        </message>
        <message>
            <source>✓ close enough</source>
            <translation>✓ قريب بما يكفي</translation>
        </message>
        <message>
            <source>, off by {off}.</source>
            <translation>، بفارق {off}.</translation>
        </message>
        <message>
            <source>— {tip} Try again, or Reveal.</source>
            <translation>— {tip} حاول مرة أخرى، أو اضغط «اكشف».</translation>
        </message>
    </context>
    <context>
        <name>main_window</name>
        <message>
            <source>Teaching</source>
            <translation>التعليم</translation>
        </message>
        <message>
            <source>&amp;Attention</source>
            <translation>ال&amp;انتباه</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;عرض</translation>
        </message>
        <message>
            <source>&amp;Reset layout</source>
            <translation>إعادة ضبط ال&amp;تخطيط</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;ملف</translation>
        </message>
        <message>
            <source>&amp;New from example</source>
            <translation>&amp;جديد من مثال</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;فتح…</translation>
        </message>
        <message>
            <source>Open &amp;recent</source>
            <translation>فتح &amp;حديثًا</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;حفظ</translation>
        </message>
        <message>
            <source>Save &amp;as…</source>
            <translation>حفظ &amp;باسم…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;خروج</translation>
        </message>
        <message>
            <source>Clear list</source>
            <translation>مسح القائمة</translation>
        </message>
    </context>
    <context>
        <name>matrices</name>
        <message>
            <source>token vectors</source>
            <translation>متجهات الرموز</translation>
        </message>
        <message>
            <source>one row per token, one column per feature</source>
            <translation>صف لكل رمز، وعمود لكل سمة</translation>
        </message>
        <message>
            <source>source vectors</source>
            <translation>متجهات المصدر</translation>
        </message>
        <message>
            <source>source</source>
            <translation>المصدر</translation>
        </message>
        <message>
            <source>one row per source token: its keys and values are made from it</source>
            <translation>صف لكل رمز من المصدر: منه تُصنع مفاتيحه وقيمه</translation>
        </message>
        <message>
            <source>positional encoding</source>
            <translation>الترميز الموضعي</translation>
        </message>
        <message>
            <source>added to X</source>
            <translation>يُضاف إلى X</translation>
        </message>
        <message>
            <source>= X + positional encoding</source>
            <translation>= X + الترميز الموضعي</translation>
        </message>
        <message>
            <source>layer norm's gain and bias</source>
            <translation>كسب تطبيع الطبقة وإزاحته</translation>
        </message>
        <message>
            <source>gain, bias</source>
            <translation>الكسب، الإزاحة</translation>
        </message>
        <message>
            <source>× gain + bias, one of each per feature</source>
            <translation>× الكسب + الإزاحة، واحد من كلٍّ منهما لكل سمة</translation>
        </message>
        <message>
            <source>normalised input</source>
            <translation>المدخل بعد التطبيع</translation>
        </message>
        <message>
            <source>Normalised</source>
            <translation>بعد التطبيع</translation>
        </message>
        <message>
            <source>= LayerNorm(Z), what the heads read</source>
            <translation>= LayerNorm(Z)، ما تقرؤه الرؤوس</translation>
        </message>
        <message>
            <source>makes queries</source>
            <translation>تصنع الاستعلامات</translation>
        </message>
        <message>
            <source>makes keys</source>
            <translation>تصنع المفاتيح</translation>
        </message>
        <message>
            <source>makes values</source>
            <translation>تصنع القيم</translation>
        </message>
        <message>
            <source>mixes the heads</source>
            <translation>تمزج الرؤوس</translation>
        </message>
        <message>
            <source>mask</source>
            <translation>القناع</translation>
        </message>
        <message>
            <source>Mask</source>
            <translation>القناع</translation>
        </message>
        <message>
            <source>1 = visible, 0 = hidden (its weight is 0)</source>
            <translation>1 = ظاهر، 0 = محجوب (وزنه 0)</translation>
        </message>
        <message>
            <source>scores</source>
            <translation>الدرجات</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>الدرجات</translation>
        </message>
        <message>
            <source>scaled scores</source>
            <translation>الدرجات المحجَّمة</translation>
        </message>
        <message>
            <source>Scaled scores</source>
            <translation>الدرجات المحجَّمة</translation>
        </message>
        <message>
            <source>= scores / √d_k</source>
            <translation>= الدرجات / √d_k</translation>
        </message>
        <message>
            <source>weights</source>
            <translation>الأوزان</translation>
        </message>
        <message>
            <source>Weights</source>
            <translation>الأوزان</translation>
        </message>
        <message>
            <source>= softmax(scores) per row</source>
            <translation>= softmax(الدرجات) لكل صف</translation>
        </message>
        <message>
            <source>head output</source>
            <translation>مخرج الرأس</translation>
        </message>
        <message>
            <source>Head output</source>
            <translation>مخرج الرأس</translation>
        </message>
        <message>
            <source>= weights·V</source>
            <translation>= الأوزان·V</translation>
        </message>
        <message>
            <source>head outputs side by side</source>
            <translation>مخرجات الرؤوس جنبًا إلى جنب</translation>
        </message>
        <message>
            <source>Heads side by side</source>
            <translation>الرؤوس جنبًا إلى جنب</translation>
        </message>
        <message>
            <source>= [head 1 output | head 2 output | …]</source>
            <translation>= [مخرج الرأس 1 | مخرج الرأس 2 | …]</translation>
        </message>
        <message>
            <source>attention output</source>
            <translation>مخرج الانتباه</translation>
        </message>
        <message>
            <source>Attention output</source>
            <translation>مخرج الانتباه</translation>
        </message>
        <message>
            <source>= concat(heads)·W_o</source>
            <translation>= concat(الرؤوس)·W_o</translation>
        </message>
        <message>
            <source>= concat(heads)</source>
            <translation>= concat(الرؤوس)</translation>
        </message>
        <message>
            <source>residual output</source>
            <translation>مخرج الوصلة المتبقية</translation>
        </message>
        <message>
            <source>Residual output</source>
            <translation>مخرج الوصلة المتبقية</translation>
        </message>
        <message>
            <source>= Z + attention output</source>
            <translation>= Z + مخرج الانتباه</translation>
        </message>
        <message>
            <source>next-token logits</source>
            <translation>لوجيتات الرمز التالي</translation>
        </message>
        <message>
            <source>Logits</source>
            <translation>اللوجيتات</translation>
        </message>
        <message>
            <source>= last layer's output·W_U</source>
            <translation>= مخرج الطبقة الأخيرة·W_U</translation>
        </message>
        <message>
            <source>next-token probabilities</source>
            <translation>احتمالات الرمز التالي</translation>
        </message>
        <message>
            <source>Next-token probabilities</source>
            <translation>احتمالات الرمز التالي</translation>
        </message>
        <message>
            <source>= softmax(logits) per row</source>
            <translation>= softmax(اللوجيتات) لكل صف</translation>
        </message>
        <message>
            <source>{matrix} (layer {layer}, head {head})</source>
            <translation>{matrix} (الطبقة {layer}، الرأس {head})</translation>
        </message>
        <message>
            <source>{matrix} (layer {layer})</source>
            <translation>{matrix} (الطبقة {layer})</translation>
        </message>
        <message>
            <source>{matrix} (head {head})</source>
            <translation>{matrix} (الرأس {head})</translation>
        </message>
    </context>
    <context>
        <name>matrix_entry</name>
        <message>
            <source>gain</source>
            <translation>الكسب</translation>
        </message>
        <message>
            <source>bias</source>
            <translation>الإزاحة</translation>
        </message>
        <message>
            <source>= layer {layer}'s output, computed (not typed)</source>
            <translation>= مخرج الطبقة {layer}، محسوب (لا مكتوب)</translation>
        </message>
    </context>
    <context>
        <name>matrix_exports</name>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>ملفات CSV ‏(*.csv)</translation>
        </message>
        <message>
            <source>LaTeX files (*.tex)</source>
            <translation>ملفات LaTeX ‏(*.tex)</translation>
        </message>
        <message>
            <source>Python files (*.py)</source>
            <translation>ملفات Python ‏(*.py)</translation>
        </message>
        <message>
            <source>Copy as {format}</source>
            <translation>نسخ بصيغة {format}</translation>
        </message>
        <message>
            <source>Save as {format}…</source>
            <translation>حفظ بصيغة {format}…</translation>
        </message>
        <message>
            <source>{table} is hidden until you answer the lesson's question: answer it (or press Reveal) to copy or save it.</source>
            <translation>الجدول {table} مخفيّ حتى تجيب عن سؤال الدرس: أجب عنه (أو اضغط «اكشف») لتنسخه أو تحفظه.</translation>
        </message>
        <message>
            <source>Copied {table} as {format}.</source>
            <translation>نُسخ {table} بصيغة {format}.</translation>
        </message>
        <message>
            <source>Save {table} as {format}</source>
            <translation>حفظ {table} بصيغة {format}</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>تعذّر الحفظ</translation>
        </message>
        <message>
            <source>{file}: could not save here ({reason}).</source>
            <translation>{file}: تعذّر الحفظ هنا ({reason}).</translation>
        </message>
        <message>
            <source>Saved {table} to {file}.</source>
            <translation>حُفظ {table} في {file}.</translation>
        </message>
    </context>
    <context>
        <name>matrix_panel</name>
        <message>
            <source>Rename token {number}</source>
            <translation>إعادة تسمية الرمز {number}</translation>
        </message>
        <message>
            <source>Rename source token {number}</source>
            <translation>إعادة تسمية رمز المصدر {number}</translation>
        </message>
        <message>
            <source>{name} {formula}{shape}: type a number to change a cell</source>
            <translation>{name} {formula}{shape}: اكتب رقمًا لتغيير خلية</translation>
        </message>
        <message>
            <source>{name} {formula}{shape}: worked out by the app from the inputs</source>
            <translation>{name} {formula}{shape}: يحسبه التطبيق من المدخلات</translation>
        </message>
    </context>
    <context>
        <name>matrix_rules</name>
        <message>
            <source>{name}: expected a 2-D matrix, found shape {found}</source>
            <translation>{name}: المتوقع مصفوفة ثنائية البعد، والموجود أبعاد {found}</translation>
        </message>
        <message>
            <source>{name}: expected {rows} rows ({meaning}), found shape {found}</source>
            <translation>{name}: المتوقع {rows} صفًا ({meaning})، والموجود أبعاد {found}</translation>
        </message>
        <message>
            <source>{name}: expected {rows} rows, found shape {found}</source>
            <translation>{name}: المتوقع {rows} صفًا، والموجود أبعاد {found}</translation>
        </message>
        <message>
            <source>{name}: expected shape {rows} × {columns} ({meaning}), found {found}</source>
            <translation>{name}: المتوقع أبعاد {rows} × {columns} ‏({meaning})، والموجود {found}</translation>
        </message>
        <message>
            <source>{name}: expected shape {rows} × {columns}, found {found}</source>
            <translation>{name}: المتوقع أبعاد {rows} × {columns}، والموجود {found}</translation>
        </message>
        <message>
            <source>{place}: {number} is not a finite number</source>
            <translation>{place}: {number} ليس رقمًا محدودًا</translation>
        </message>
        <message>
            <source>{place}: {number} is too large (the limit is ±{limit})</source>
            <translation>{place}: {number} كبير جدًا (الحد ±{limit})</translation>
        </message>
        <message>
            <source>{name}: expected {length} numbers ({meaning}), found shape {found}</source>
            <translation>{name}: المتوقع {length} رقمًا ({meaning})، والموجود أبعاد {found}</translation>
        </message>
    </context>
    <context>
        <name>matrix_table</name>
        <message>
            <source>These numbers are worked out by the app: change the inputs instead.</source>
            <translation>هذه الأرقام يحسبها التطبيق: غيّر المدخلات بدلًا منها.</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>نسخ</translation>
        </message>
        <message>
            <source>Paste</source>
            <translation>لصق</translation>
        </message>
        <message>
            <source>Clear (set to 0)</source>
            <translation>مسح (جعلها 0)</translation>
        </message>
        <message>
            <source>Rename token</source>
            <translation>إعادة تسمية الرمز</translation>
        </message>
        <message>
            <source>New label for row {row}:</source>
            <translation>العنوان الجديد للصف {row}:</translation>
        </message>
    </context>
    <context>
        <name>mistakes_lab</name>
        <message>
            <source>The softmax ran down each column instead of across each row. Now every &lt;i&gt;column&lt;/i&gt; sums to 1 and the rows do not. In the correct weights it is the other way round: the rows sum to 1 and the columns can be anything.</source>
            <translation>عملت softmax نزولًا في كل عمود بدل أن تعمل عبر كل صف. فصار مجموع كل &lt;i&gt;عمود&lt;/i&gt; 1 ومجموع الصفوف ليس كذلك. وفي الأوزان الصحيحة يكون العكس: مجموع الصفوف 1 والأعمدة يمكن أن تكون أي شيء.</translation>
        </message>
        <message>
            <source>The softmax ran over every key, hidden ones included, and the hidden weights were set to 0 afterwards. Their share is lost, so a row with a hidden key sums to less than 1 and its output is a shrunken average. The correct way hides keys first (score −∞), so the visible keys share the whole budget.</source>
            <translation>عملت softmax على كل المفاتيح، بما فيها المحجوبة، ثم جُعلت الأوزان المحجوبة 0 بعد ذلك. فضاعت حصتها، فمجموع الصف الذي فيه مفتاح محجوب أقل من 1 ومخرجه متوسط منكمش. والطريقة الصحيحة تحجب المفاتيح أولًا (الدرجة ‎−∞‎)، فتتقاسم المفاتيح الظاهرة الحصة كلها.</translation>
        </message>
        <message>
            <source>The scores were not divided by √d_k. The rows still sum to 1, so the sanity checks &lt;b&gt;pass&lt;/b&gt;: only a comparison with a known answer catches this one. Every row is sharper than it should be, and with wide vectors softmax saturates.</source>
            <translation>لم تُقسم الدرجات على ‎√d_k. ما زال مجموع الصفوف 1، لذا &lt;b&gt;تنجح&lt;/b&gt; فحوص المعقولية: لا يكشف هذا الخطأ إلا مقارنة بإجابة معروفة. كل صف أحدّ مما ينبغي، ومع المتجهات العريضة تتشبّع softmax.</translation>
        </message>
        <message>
            <source>Mistake to show</source>
            <translation>الخطأ المعروض</translation>
        </message>
        <message>
            <source>Which common slip to compare with the correct weights</source>
            <translation>أي هفوة شائعة تُقارن بالأوزان الصحيحة</translation>
        </message>
        <message>
            <source>correct</source>
            <translation>صحيحة</translation>
        </message>
        <message>
            <source>Weights correct: rows are queries, columns keys</source>
            <translation>الأوزان الصحيحة: الصفوف استعلامات، والأعمدة مفاتيح</translation>
        </message>
        <message>
            <source>with the mistake</source>
            <translation>مع الخطأ</translation>
        </message>
        <message>
            <source>Weights with the mistake: rows are queries, columns keys</source>
            <translation>الأوزان مع الخطأ: الصفوف استعلامات، والأعمدة مفاتيح</translation>
        </message>
        <message>
            <source>key</source>
            <translation>المفتاح</translation>
        </message>
        <message>
            <source>query</source>
            <translation>الاستعلام</translation>
        </message>
        <message>
            <source>Switch the causal mask on</source>
            <translation>شغّل القناع السببي</translation>
        </message>
        <message>
            <source>Hide the later keys, so that masking after the softmax has something to get wrong (Ctrl+Z undoes it)</source>
            <translation>احجب المفاتيح اللاحقة، حتى يجد الحجب بعد softmax ما يخطئ فيه (Ctrl+Z يتراجع عنه)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Sanity checks on the weights with the mistake&lt;/b&gt;</source>
            <translation>&lt;b&gt;فحوص المعقولية على الأوزان مع الخطأ&lt;/b&gt;</translation>
        </message>
        <message>
            <source>The mistake, its weights and its checks</source>
            <translation>الخطأ وأوزانه وفحوصه</translation>
        </message>
        <message>
            <source>The correct weights beside the weights with the mistake, their row and column sums, and the sanity checks on the wrong ones</source>
            <translation>الأوزان الصحيحة بجانب الأوزان مع الخطأ، ومجاميع صفوفها وأعمدتها، وفحوص المعقولية على الأوزان الخاطئة</translation>
        </message>
        <message>
            <source>rows sum to: {rows}&lt;br&gt;columns sum to: {columns}</source>
            <translation>مجاميع الصفوف: {rows}&lt;br&gt;مجاميع الأعمدة: {columns}</translation>
        </message>
        <message>
            <source>&lt;i&gt;Nothing is masked in this example, so the mistake changes nothing here: switch the causal mask on to see it.&lt;/i&gt;</source>
            <translation>&lt;i&gt;لا شيء محجوب في هذا المثال، فلا يغيّر الخطأ شيئًا هنا: شغّل القناع السببي لتراه.&lt;/i&gt;</translation>
        </message>
        <message>
            <source>Largest weight per row: correct {correct}; without √d_k {wrong}.</source>
            <translation>أكبر وزن في كل صف: الصحيح {correct}؛ وبدون ‎√d_k {wrong}.</translation>
        </message>
        <message>
            <source>Here the first column of the correct weights adds up to {terms} = &lt;b&gt;{total}&lt;/b&gt; (exactly {exact}).</source>
            <translation>هنا مجموع العمود الأول من الأوزان الصحيحة ‎{terms} = &lt;b&gt;{total}&lt;/b&gt;‎ (بالضبط {exact}).</translation>
        </message>
    </context>
    <context>
        <name>numbers_text</name>
        <message>
            <source>not a number</source>
            <translation>ليس رقمًا</translation>
        </message>
        <message>
            <source>, </source>
            <comment>what parts the numbers of a list</comment>
            <translation>، </translation>
        </message>
        <message numerus="yes">
            <source>… %n more key(s)</source>
            <translation>
                <numerusform>… و%n مفتاح آخر</numerusform>
                <numerusform>… ومفتاح آخر (%n)</numerusform>
                <numerusform>… ومفتاحان آخران (%n)</numerusform>
                <numerusform>… و%n مفاتيح أخرى</numerusform>
                <numerusform>… و%n مفتاحًا آخر</numerusform>
                <numerusform>… و%n مفتاح آخر</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… %n more term(s)</source>
            <translation>
                <numerusform>… و%n مصطلح آخر</numerusform>
                <numerusform>… ومصطلح آخر (%n)</numerusform>
                <numerusform>… ومصطلحان آخران (%n)</numerusform>
                <numerusform>… و%n مصطلحات أخرى</numerusform>
                <numerusform>… و%n مصطلحًا آخر</numerusform>
                <numerusform>… و%n مصطلح آخر</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… %n more</source>
            <translation>
                <numerusform>… و%n غيرها</numerusform>
                <numerusform>… و%n غيره</numerusform>
                <numerusform>… و%n غيرهما</numerusform>
                <numerusform>… و%n غيرها</numerusform>
                <numerusform>… و%n غيرها</numerusform>
                <numerusform>… و%n غيرها</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>panel_catalogue</name>
        <message>
            <source>No W_o: the heads' outputs are only placed side by side. Switch W_o on in the toolbar.</source>
            <translation>لا W_o: مخرجات الرؤوس موضوعة جنبًا إلى جنب فقط. شغّل W_o من شريط الأدوات.</translation>
        </message>
        <message>
            <source>No residual: {reason}.</source>
            <translation>لا وصلة متبقية: {reason}.</translation>
        </message>
        <message>
            <source>{input}, the input of layer {layer}, is layer {before}'s output, worked out by the app: it cannot be typed. To change it, edit layer {before}'s W's and W_o here, or choose layer 1 and edit X.</source>
            <translation>‏{input}، مدخل الطبقة {layer}، هو مخرج الطبقة {before}، يحسبه التطبيق: لا يمكن كتابته. لتغييره، عدّل مصفوفات W في الطبقة {before} وW_o هنا، أو اختر الطبقة 1 وعدّل X.</translation>
        </message>
        <message>
            <source>Each row is its token's entry of the vocabulary (a row of W_E): editing it changes every occurrence of that token.</source>
            <translation>كل صف هو مدخل رمزه في المفردات (صف من W_E): تعديله يغيّر كل ظهور لهذا الرمز.</translation>
        </message>
        <message>
            <source>{name} of K/V group {group}: an edit here changes {heads}.</source>
            <translation>‏{name} لمجموعة K/V رقم {group}: التعديل هنا يغيّر {heads}.</translation>
        </message>
    </context>
    <context>
        <name>pin_cells</name>
        <message>
            <source>{number}, up {change} since the pin (was {old})</source>
            <translation>{number}، ارتفع بمقدار {change} منذ التثبيت (كان {old})</translation>
        </message>
        <message>
            <source>{number}, down {change} since the pin (was {old})</source>
            <translation>{number}، انخفض بمقدار {change} منذ التثبيت (كان {old})</translation>
        </message>
        <message>
            <source>{number}
the same as at the pin</source>
            <translation>{number}
كما كان عند التثبيت</translation>
        </message>
        <message>
            <source>{number}
at the pin: {old}
change: {change}</source>
            <translation>{number}
عند التثبيت: {old}
التغيّر: {change}</translation>
        </message>
    </context>
    <context>
        <name>pin_compare</name>
        <message>
            <source>Head {head} did not exist at the pin: nothing to compare.</source>
            <translation>الرأس {head} لم يكن موجودًا عند التثبيت: لا شيء للمقارنة.</translation>
        </message>
        <message>
            <source>{matrix} did not exist at the pin: nothing to compare.</source>
            <translation>{matrix} لم تكن موجودة عند التثبيت: لا شيء للمقارنة.</translation>
        </message>
        <message>
            <source>{matrix} was {before} at the pin and is {now} now: sizes differ, so it is not compared.</source>
            <translation>{matrix} كانت {before} عند التثبيت وهي الآن {now}: الأبعاد مختلفة، فلا تُقارن.</translation>
        </message>
        <message>
            <source>The tokens changed since the pin: rows are compared by position.</source>
            <translation>تغيّرت الرموز منذ التثبيت: تُقارن الصفوف حسب موضعها.</translation>
        </message>
        <message>
            <source>The tokens moved since the pin: each is compared with itself.</source>
            <translation>تحرّكت الرموز منذ التثبيت: يُقارن كلٌّ منها بنفسه.</translation>
        </message>
    </context>
    <context>
        <name>pin_controls</name>
        <message>
            <source>Pin</source>
            <translation>تثبيت</translation>
        </message>
        <message>
            <source>Pin: keep the numbers as they are now; every matrix then shows what your next edits change (old number under the new one, ▲ up, ▼ down). {key} again unpins.</source>
            <translation>تثبيت: احتفظ بالأرقام كما هي الآن؛ فتعرض كل مصفوفة بعد ذلك ما تغيّره تعديلاتك التالية (الرقم القديم تحت الجديد، ▲ صعودًا، ▼ نزولًا). {key} مرة أخرى يلغي التثبيت.</translation>
        </message>
        <message>
            <source>Pin the numbers to compare with</source>
            <translation>ثبّت الأرقام للمقارنة بها</translation>
        </message>
        <message>
            <source>Pinned</source>
            <translation>مثبَّت</translation>
        </message>
        <message>
            <source>Pinned: changed numbers now show their old value under them, and the old bars are drawn dashed. {key} unpins.</source>
            <translation>مثبَّت: الأرقام التي تغيّرت تعرض الآن قيمتها القديمة تحتها، وتُرسم الأشرطة القديمة متقطعة. {key} يلغي التثبيت.</translation>
        </message>
    </context>
    <context>
        <name>pipeline_view</name>
        <message>
            <source>The computation, stage after stage</source>
            <translation>الحساب، مرحلة بعد مرحلة</translation>
        </message>
        <message>
            <source>Show the weights as a table of numbers</source>
            <translation>اعرض الأوزان جدولًا من الأرقام</translation>
        </message>
        <message>
            <source>Weights as numbers</source>
            <translation>الأوزان أرقامًا</translation>
        </message>
    </context>
    <context>
        <name>plot_focus</name>
        <message>
            <source>no numbers on show</source>
            <translation>لا أرقام معروضة</translation>
        </message>
    </context>
    <context>
        <name>positional</name>
        <message>
            <source>"learned" positions need their matrix W_pos</source>
            <translation>المواضع «learned» تحتاج إلى مصفوفتها W_pos</translation>
        </message>
        <message>
            <source>W_pos has {positions} positions, fewer than the {tokens} tokens</source>
            <translation>في W_pos {positions} موضعًا، أقل من الرموز الـ {tokens}</translation>
        </message>
    </context>
    <context>
        <name>prediction_text</name>
        <message>
            <source>type a number first</source>
            <translation>اكتب رقمًا أولًا</translation>
        </message>
        <message>
            <source>“{text}” is not a number I can read (try 0.95, 95% or 1/3)</source>
            <translation>«{text}» ليس رقمًا أستطيع قراءته (جرّب 0.95 أو 95% أو 1/3)</translation>
        </message>
        <message>
            <source>that is not a finite number</source>
            <translation>هذا ليس رقمًا محدودًا</translation>
        </message>
    </context>
    <context>
        <name>predictions_view</name>
        <message>
            <source>1st next token: {token}, probability {probability}</source>
            <translation>الرمز التالي الأول: {token}، الاحتمال {probability}</translation>
        </message>
        <message>
            <source>2nd next token: {token}, probability {probability}</source>
            <translation>الرمز التالي الثاني: {token}، الاحتمال {probability}</translation>
        </message>
        <message>
            <source>3rd next token: {token}, probability {probability}</source>
            <translation>الرمز التالي الثالث: {token}، الاحتمال {probability}</translation>
        </message>
        <message>
            <source>4th next token: {token}, probability {probability}</source>
            <translation>الرمز التالي الرابع: {token}، الاحتمال {probability}</translation>
        </message>
        <message>
            <source>5th next token: {token}, probability {probability}</source>
            <translation>الرمز التالي الخامس: {token}، الاحتمال {probability}</translation>
        </message>
        <message>
            <source>Next-token predictions (computed)</source>
            <translation>تنبؤات الرمز التالي (محسوبة)</translation>
        </message>
        <message>
            <source>For each position, the likeliest next tokens and their probabilities</source>
            <translation>لكل موضع، الرموز التالية الأرجح واحتمالاتها</translation>
        </message>
    </context>
    <context>
        <name>preferences</name>
        <message>
            <source>Follow the system</source>
            <translation>اتباع النظام</translation>
        </message>
        <message>
            <source>Follow the system ({language})</source>
            <translation>اتباع النظام ({language})</translation>
        </message>
        <message>
            <source>Use these choices and close</source>
            <translation>استعمل هذه الخيارات وأغلق</translation>
        </message>
        <message>
            <source>Use these choices and keep the dialog open</source>
            <translation>استعمل هذه الخيارات وأبقِ مربع الحوار مفتوحًا</translation>
        </message>
        <message>
            <source>Close without using the choices made here</source>
            <translation>أغلق دون استعمال الخيارات المختارة هنا</translation>
        </message>
        <message>
            <source>Put the defaults in the fields (nothing is used until OK or Apply)</source>
            <translation>ضع القيم الافتراضية في الحقول (لا يُستعمل شيء حتى «موافق» أو «تطبيق»)</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>التفضيلات</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>السمة</translation>
        </message>
        <message>
            <source>The window's colours; high contrast for a projector</source>
            <translation>ألوان النافذة؛ والتباين العالي لجهاز العرض</translation>
        </message>
        <message>
            <source>Zoom in percent</source>
            <translation>التكبير بالنسبة المئوية</translation>
        </message>
        <message>
            <source>How large the window's text and numbers are</source>
            <translation>حجم نصوص النافذة وأرقامها</translation>
        </message>
        <message>
            <source>Colour map of the weights</source>
            <translation>خريطة ألوان الأوزان</translation>
        </message>
        <message>
            <source>The colours of the weights heatmap, from 0 to 1</source>
            <translation>ألوان الخريطة الحرارية للأوزان، من 0 إلى 1</translation>
        </message>
        <message>
            <source>Colour map of the scores</source>
            <translation>خريطة ألوان الدرجات</translation>
        </message>
        <message>
            <source>The colours of the scores heatmap, negative to positive</source>
            <translation>ألوان الخريطة الحرارية للدرجات، من السالب إلى الموجب</translation>
        </message>
        <message>
            <source>Decimals shown</source>
            <translation>المنازل العشرية المعروضة</translation>
        </message>
        <message>
            <source>How many digits every number shows</source>
            <translation>كم خانة يعرض كل رقم</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>اللغة</translation>
        </message>
        <message>
            <source>The language of the window and the lessons, from the next start</source>
            <translation>لغة النافذة والدروس، ابتداءً من التشغيل التالي</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>ال&amp;لغة:</translation>
        </message>
        <message>
            <source>&amp;Theme:</source>
            <translation>ال&amp;سمة:</translation>
        </message>
        <message>
            <source>&amp;Zoom:</source>
            <translation>ال&amp;تكبير:</translation>
        </message>
        <message>
            <source>&amp;Weights colours:</source>
            <translation>ألوان الأ&amp;وزان:</translation>
        </message>
        <message>
            <source>&amp;Scores colours:</source>
            <translation>ألوان الد&amp;رجات:</translation>
        </message>
        <message>
            <source>&amp;Decimals shown:</source>
            <translation>المنازل العشرية ال&amp;معروضة:</translation>
        </message>
        <message>
            <source>The colour maps read the same for the common kinds of colour blindness. Zoom also works with Ctrl + Plus, Ctrl + Minus and Ctrl + 0.</source>
            <translation>خرائط الألوان تُقرأ بالطريقة نفسها مع الأنواع الشائعة من عمى الألوان. والتكبير يعمل أيضًا بـ Ctrl + Plus وCtrl + Minus وCtrl + 0.</translation>
        </message>
    </context>
    <context>
        <name>presentation</name>
        <message>
            <source>Present</source>
            <translation>عرض تقديمي</translation>
        </message>
        <message>
            <source>Presentation mode: full screen, large, step by step (F5; Esc leaves)</source>
            <translation>وضع العرض التقديمي: ملء الشاشة، حجم كبير، خطوة خطوة (F5؛ وEsc للخروج)</translation>
        </message>
        <message>
            <source>Presentation mode</source>
            <translation>وضع العرض التقديمي</translation>
        </message>
        <message>
            <source>Leave presentation</source>
            <translation>مغادرة العرض التقديمي</translation>
        </message>
        <message>
            <source>✕ Leave (Esc)</source>
            <translation>✕ مغادرة (Esc)</translation>
        </message>
        <message>
            <source>Leave presentation mode (Esc)</source>
            <translation>مغادرة وضع العرض التقديمي (Esc)</translation>
        </message>
        <message>
            <source>Leave presentation mode</source>
            <translation>مغادرة وضع العرض التقديمي</translation>
        </message>
    </context>
    <context>
        <name>presets</name>
        <message>
            <source>Examples</source>
            <translation>أمثلة</translation>
        </message>
        <message>
            <source>Trained models</source>
            <translation>نماذج مدرَّبة</translation>
        </message>
        <message>
            <source>{file}: expected an object with a "presets" list</source>
            <translation>{file}: المتوقع كائن فيه قائمة «presets»</translation>
        </message>
        <message>
            <source>{file}: presets[{index}] is not an object</source>
            <translation>{file}: presets[{index}] ليس كائنًا</translation>
        </message>
        <message>
            <source>{file}: presets[{index}] needs a plain file name</source>
            <translation>{file}: presets[{index}] يحتاج إلى اسم ملف بسيط</translation>
        </message>
        <message>
            <source>{file}: presets[{index}].description must be text</source>
            <translation>{file}: يجب أن يكون presets[{index}].description نصًا</translation>
        </message>
        <message>
            <source>{file}: presets[{index}].group must be text</source>
            <translation>{file}: يجب أن يكون presets[{index}].group نصًا</translation>
        </message>
        <message>
            <source>{file}: presets[{index}].welcome must be true or false</source>
            <translation>{file}: يجب أن يكون presets[{index}].welcome إما true وإما false</translation>
        </message>
        <message>
            <source>no built-in preset called "{name}"; the presets are: {names}</source>
            <translation>لا يوجد مثال جاهز مدمج باسم «{name}»؛ الأمثلة هي: {names}</translation>
        </message>
        <message>
            <source>(this file cannot be read)</source>
            <translation>(تتعذّر قراءة هذا الملف)</translation>
        </message>
        <message>
            <source>no trained model called "{name}"; the models are: {names}</source>
            <translation>لا يوجد نموذج مدرَّب باسم «{name}»؛ النماذج هي: {names}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>لا شيء</translation>
        </message>
    </context>
    <context>
        <name>query_chart</name>
        <message>
            <source>weights of "{token}"</source>
            <translation>أوزان «{token}»</translation>
        </message>
        <message>
            <source>key</source>
            <translation>المفتاح</translation>
        </message>
        <message>
            <source>weight</source>
            <translation>الوزن</translation>
        </message>
    </context>
    <context>
        <name>query_key_heatmap</name>
        <message>
            <source>hidden until you answer the lesson's question</source>
            <translation>مخفيّ حتى تجيب عن سؤال الدرس</translation>
        </message>
        <message>
            <source>query "{query}" → key "{key}"</source>
            <translation>الاستعلام «{query}» ← المفتاح «{key}»</translation>
        </message>
        <message>
            <source>score q·k = {score}</source>
            <translation>الدرجة q·k = {score}</translation>
        </message>
        <message>
            <source>scaled score = {score} / √{d_k} = {scaled}</source>
            <translation>الدرجة المحجَّمة = ‎{score} / ‎√{d_k} = {scaled}‎</translation>
        </message>
        <message>
            <source>weight = {weight}</source>
            <translation>الوزن = {weight}</translation>
        </message>
        <message>
            <source>masked: this query may not see this key (weight exactly 0)</source>
            <translation>محجوب: لا يجوز لهذا الاستعلام أن يرى هذا المفتاح (الوزن 0 بالضبط)</translation>
        </message>
        <message>
            <source>weight at the pin = {weight}</source>
            <translation>الوزن عند التثبيت = {weight}</translation>
        </message>
        <message>
            <source>{what} heatmap: rows are queries, columns keys</source>
            <translation>الخريطة الحرارية لـ {what}: الصفوف استعلامات، والأعمدة مفاتيح</translation>
        </message>
        <message>
            <source>key</source>
            <translation>المفتاح</translation>
        </message>
        <message>
            <source>query</source>
            <translation>الاستعلام</translation>
        </message>
    </context>
    <context>
        <name>recovery</name>
        <message>
            <source>Work</source>
            <translation>العمل</translation>
        </message>
        <message>
            <source>Saved</source>
            <translation>محفوظ</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>الحجم</translation>
        </message>
        <message>
            <source>State</source>
            <translation>الحالة</translation>
        </message>
        <message>
            <source>untitled</source>
            <translation>بلا عنوان</translation>
        </message>
        <message>
            <source>Restore unsaved work?</source>
            <translation>أتستعيد العمل غير المحفوظ؟</translation>
        </message>
        <message>
            <source>selfattn-gui did not close normally last time. It kept these copies of unsaved work:</source>
            <translation>لم يُغلق selfattn-gui بشكل طبيعي في المرة السابقة. لقد احتفظ بهذه النسخ من العمل غير المحفوظ:</translation>
        </message>
        <message>
            <source>Restore opens one copy in this window. The others stay in the recovery folder and are offered again the next time selfattn-gui starts. Delete removes a copy for good. The folder: {folder}</source>
            <translation>«استعادة» تفتح نسخة واحدة في هذه النافذة. وتبقى النسخ الأخرى في مجلد الاستعادة وتُعرض من جديد عند التشغيل التالي لـ selfattn-gui. و«حذف» يزيل نسخة نهائيًا. المجلد: {folder}</translation>
        </message>
        <message>
            <source>&amp;Restore in this window</source>
            <translation>ا&amp;ستعادة في هذه النافذة</translation>
        </message>
        <message>
            <source>&amp;Delete copy…</source>
            <translation>&amp;حذف النسخة…</translation>
        </message>
        <message>
            <source>&amp;Keep all for later</source>
            <translation>الا&amp;حتفاظ بها كلها لاحقًا</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>غير معروف</translation>
        </message>
        <message>
            <source>can be restored</source>
            <translation>يمكن استعادتها</translation>
        </message>
        <message>
            <source>damaged, kept: {problem}</source>
            <translation>تالفة، محتفَظ بها: {problem}</translation>
        </message>
        <message>
            <source>Why it cannot be restored: {reason}</source>
            <translation>لماذا تتعذّر استعادتها: {reason}</translation>
        </message>
        <message>
            <source>Could not delete “{name}”: {reason} ({file}). It is kept.</source>
            <translation>تعذّر حذف «{name}»: {reason} ‏({file}). لقد احتُفظ بها.</translation>
        </message>
        <message>
            <source>Delete this copy?</source>
            <translation>أتحذف هذه النسخة؟</translation>
        </message>
        <message>
            <source>Delete the unsaved work “{name}” for good? This cannot be undone.</source>
            <translation>أتحذف العمل غير المحفوظ «{name}» نهائيًا؟ لا يمكن التراجع عن هذا.</translation>
        </message>
        <message>
            <source>Could not look for unsaved work from last time: {problem}.</source>
            <translation>تعذّر البحث عن عمل غير محفوظ من المرة السابقة: {problem}.</translation>
        </message>
        <message>
            <source>Restored “{name}”. Its recovery copy is kept, because this window cannot back the work up: {error}.</source>
            <translation>استُعيد «{name}». احتُفظ بنسخة الاستعادة، لأن هذه النافذة لا تستطيع نسخ العمل احتياطيًا: {error}.</translation>
        </message>
        <message>
            <source>Restored “{name}”. Its old recovery copy could not be removed ({reason}), so it will be offered again.</source>
            <translation>استُعيد «{name}». تعذّر حذف نسخة الاستعادة القديمة ({reason})، فستُعرض مرة أخرى.</translation>
        </message>
        <message numerus="yes">
            <source>Restored “{name}”. %n other copies are kept for the next start.</source>
            <translation>
                <numerusform>استُعيد «{name}». احتُفظ بـ %n نسخة أخرى للتشغيل التالي.</numerusform>
                <numerusform>استُعيد «{name}». احتُفظ بنسخة أخرى (%n) للتشغيل التالي.</numerusform>
                <numerusform>استُعيد «{name}». احتُفظ بنسختين أخريين (%n) للتشغيل التالي.</numerusform>
                <numerusform>استُعيد «{name}». احتُفظ بـ %n نسخ أخرى للتشغيل التالي.</numerusform>
                <numerusform>استُعيد «{name}». احتُفظ بـ %n نسخة أخرى للتشغيل التالي.</numerusform>
                <numerusform>استُعيد «{name}». احتُفظ بـ %n نسخة أخرى للتشغيل التالي.</numerusform>
            </translation>
        </message>
        <message>
            <source>Restored “{name}”. 1 other copy is kept for the next start.</source>
            <translation>استُعيد «{name}». احتُفظ بنسخة أخرى واحدة للتشغيل التالي.</translation>
        </message>
        <message>
            <source>Restored “{name}”.</source>
            <translation>استُعيد «{name}».</translation>
        </message>
        <message>
            <source>Not backed up</source>
            <translation>لا نسخة احتياطية</translation>
        </message>
        <message>
            <source>Backups work again: your unsaved work is being kept safe.</source>
            <translation>عادت النسخ الاحتياطية إلى العمل: عملك غير المحفوظ محفوظ بأمان.</translation>
        </message>
        <message>
            <source>Your work is not being backed up: {reason}. Save it with File → Save to keep it safe; selfattn-gui keeps trying.</source>
            <translation>لا يُنسخ عملك احتياطيًا: {reason}. احفظه بـ ملف ← حفظ لتحفظه بأمان؛ وselfattn-gui يواصل المحاولة.</translation>
        </message>
    </context>
    <context>
        <name>recovery_copies</name>
        <message>
            <source>{name}: cannot be restored</source>
            <translation>{name}: تتعذّر استعادتها</translation>
        </message>
        <message>
            <source>{folder} is a file, not a folder</source>
            <translation>{folder} ملف لا مجلد</translation>
        </message>
        <message>
            <source>cannot read {folder} ({reason})</source>
            <translation>تتعذّر قراءة {folder} ‏({reason})</translation>
        </message>
        <message>
            <source>{name}: cannot tell whether a running selfattn-gui still uses this copy ({reason})</source>
            <translation>{name}: لا يمكن معرفة ما إذا كان selfattn-gui قيد التشغيل لا يزال يستعمل هذه النسخة ({reason})</translation>
        </message>
        <message>
            <source>{name} is missing: only the details of this copy are left, not the work</source>
            <translation>{name} مفقود: لم يبقَ إلا تفاصيل هذه النسخة، لا العمل نفسه</translation>
        </message>
        <message>
            <source>{name} is a link, not a recovery copy</source>
            <translation>{name} رابط، لا نسخة استعادة</translation>
        </message>
        <message>
            <source>{name}: cannot read it ({reason})</source>
            <translation>{name}: تتعذّر قراءته ({reason})</translation>
        </message>
        <message>
            <source>{name} is a folder, not the details of a recovery copy</source>
            <translation>{name} مجلد، لا تفاصيل نسخة استعادة</translation>
        </message>
        <message>
            <source>{name} is not an ordinary file</source>
            <translation>{name} ليس ملفًا عاديًا</translation>
        </message>
        <message>
            <source>{name}: {size} bytes is far too big for the details of a copy (at most {limit})</source>
            <translation>{name}: ‏{size} بايت أكبر بكثير مما تحتاجه تفاصيل نسخة (على الأكثر {limit})</translation>
        </message>
        <message>
            <source>{name}: not UTF-8 text (bad byte at offset {offset})</source>
            <translation>{name}: ليس نصًا بترميز UTF-8 (بايت خاطئ عند الموضع {offset})</translation>
        </message>
        <message>
            <source>{name}: expected a JSON object, found {found}</source>
            <translation>{name}: المتوقع كائن JSON، والموجود {found}</translation>
        </message>
        <message>
            <source>{name}: {problem}</source>
            <translation>{name}: {problem}</translation>
        </message>
        <message>
            <source>pid: expected a process number, found {found}</source>
            <translation>pid: المتوقع رقم عملية، والموجود {found}</translation>
        </message>
        <message>
            <source>path: expected the file's path as text or null, found {found}</source>
            <translation>path: المتوقع مسار الملف نصًا أو null، والموجود {found}</translation>
        </message>
        <message>
            <source>path: expected the full path of a session file</source>
            <translation>path: المتوقع المسار الكامل لملف جلسة</translation>
        </message>
        <message>
            <source>title: expected text, found {found}</source>
            <translation>title: المتوقع نص، والموجود {found}</translation>
        </message>
    </context>
    <context>
        <name>residual_note</name>
        <message>
            <source>the attention output is {width} wide but the token vectors are {d_in} wide: add W_o to project it back to {d_in}</source>
            <translation>مخرج الانتباه بعرض {width} لكن متجهات الرموز بعرض {d_in}: أضف W_o لإسقاطه إلى {d_in} من جديد</translation>
        </message>
        <message>
            <source>the attention output is {width} wide but the token vectors are {d_in} wide: give W_o {d_in} columns</source>
            <translation>مخرج الانتباه بعرض {width} لكن متجهات الرموز بعرض {d_in}: أعطِ W_o ‏{d_in} عمودًا</translation>
        </message>
        <message>
            <source>the attention output is {width} wide but the layer's input is {d_in} wide: add W_o to project it back to {d_in}</source>
            <translation>مخرج الانتباه بعرض {width} لكن مدخل الطبقة بعرض {d_in}: أضف W_o لإسقاطه إلى {d_in} من جديد</translation>
        </message>
        <message>
            <source>the attention output is {width} wide but the layer's input is {d_in} wide: give W_o {d_in} columns</source>
            <translation>مخرج الانتباه بعرض {width} لكن مدخل الطبقة بعرض {d_in}: أعطِ W_o ‏{d_in} عمودًا</translation>
        </message>
    </context>
    <context>
        <name>resources</name>
        <message>
            <source>the app's resources folder is missing; looked in: {folders}</source>
            <translation>مجلد موارد التطبيق مفقود؛ بُحث في: {folders}</translation>
        </message>
    </context>
    <context>
        <name>restart</name>
        <message>
            <source>Language</source>
            <translation>اللغة</translation>
        </message>
        <message>
            <source>The new language shows when selfattn-gui starts again.</source>
            <translation>تظهر اللغة الجديدة حين يبدأ selfattn-gui من جديد.</translation>
        </message>
        <message>
            <source>Start again now? You will be asked to save unsaved work first.</source>
            <translation>أتعيد التشغيل الآن؟ ستُسأل عن حفظ العمل غير المحفوظ أولًا.</translation>
        </message>
        <message>
            <source>Start again now</source>
            <translation>إعادة التشغيل الآن</translation>
        </message>
        <message>
            <source>Later</source>
            <translation>لاحقًا</translation>
        </message>
    </context>
    <context>
        <name>scale_explorer</name>
        <message>
            <source>Sharpness</source>
            <translation>الحدّة</translation>
        </message>
        <message>
            <source>How a factor on the scores sharpens a row</source>
            <translation>كيف يزيد معاملٌ على الدرجات حدّةَ الصف</translation>
        </message>
        <message>
            <source>Width d_k</source>
            <translation>العرض d_k</translation>
        </message>
        <message>
            <source>Why the scores are divided by √d_k</source>
            <translation>لماذا تُقسم الدرجات على ‎√d_k</translation>
        </message>
        <message>
            <source>Shift a row</source>
            <translation>تحريك صف</translation>
        </message>
        <message>
            <source>Adding one number to a row changes nothing</source>
            <translation>إضافة رقم واحد إلى صف لا تغيّر شيئًا</translation>
        </message>
        <message>
            <source>Factor the scores are multiplied by</source>
            <translation>المعامل الذي تُضرب فيه الدرجات</translation>
        </message>
        <message>
            <source>The arrow keys move it: left flattens the weights, right sharpens them; the middle is × 1, the app's own weights</source>
            <translation>مفاتيح الأسهم تحرّكه: خفضه يسطّح الأوزان، ورفعه يزيد حدّتها؛ والوسط × 1، أي أوزان التطبيق نفسها</translation>
        </message>
        <message>
            <source>Weights of the example row at this factor</source>
            <translation>أوزان صف المثال عند هذا المعامل</translation>
        </message>
        <message>
            <source>flat</source>
            <translation>مسطّحة</translation>
        </message>
        <message>
            <source>one-hot</source>
            <translation>أحادية (one-hot)</translation>
        </message>
        <message>
            <source>Softmax of the selected query's scaled scores, each first multiplied by a factor (1 / temperature). Near 0 every key gets the same share; large factors give everything to the best key. At × 1 you see the app's weights.</source>
            <translation>‏softmax على الدرجات المحجَّمة للاستعلام المحدَّد، وكلٌّ منها مضروب أولًا في معامل (1 / الحرارة). قرب 0 ينال كل مفتاح الحصة نفسها؛ والمعاملات الكبيرة تعطي كل شيء لأفضل مفتاح. عند × 1 ترى أوزان التطبيق.</translation>
        </message>
        <message>
            <source>Scores and weights at each width d_k</source>
            <translation>الدرجات والأوزان عند كل عرض d_k</translation>
        </message>
        <message>
            <source>Per d_k: the spread of the scores and the top weight and gradient, with and without ÷ √d_k</source>
            <translation>لكل d_k: انتشار الدرجات وأكبر وزن والتدرّج، مع ÷ ‎√d_k وبدونها</translation>
        </message>
        <message>
            <source>spread
q·k</source>
            <translation>الانتشار
q·k</translation>
        </message>
        <message>
            <source>spread
q·k / √d_k</source>
            <translation>الانتشار
q·k / ‎√d_k</translation>
        </message>
        <message>
            <source>top weight
no ÷</source>
            <translation>أكبر وزن
بلا ÷</translation>
        </message>
        <message>
            <source>top weight
÷ √d_k</source>
            <translation>أكبر وزن
÷ ‎√d_k</translation>
        </message>
        <message>
            <source>gradient
no ÷</source>
            <translation>التدرّج
بلا ÷</translation>
        </message>
        <message>
            <source>gradient
÷ √d_k</source>
            <translation>التدرّج
÷ ‎√d_k</translation>
        </message>
        <message>
            <source>Random queries and keys with entries of spread 1 (a fixed seed, so the same numbers every time), 16 keys per query. Without the division the scores spread like √d_k, the softmax becomes nearly one-hot and its gradient shrinks: it stops learning. With ÷√d_k the spread stays near 1 at every width.</source>
            <translation>استعلامات ومفاتيح عشوائية عناصرها بانتشار 1 (ببذرة ثابتة، فالأرقام نفسها كل مرة)، 16 مفتاحًا لكل استعلام. بدون القسمة تنتشر الدرجات بقدر ‎√d_k، وتصير softmax أحادية تقريبًا ويصغر تدرّجها: فتتوقف عن التعلّم. ومع ÷‎√d_k يبقى الانتشار قرب 1 عند كل عرض.</translation>
        </message>
        <message>
            <source>Constant added to every score of the row</source>
            <translation>الثابت المضاف إلى كل درجة في الصف</translation>
        </message>
        <message>
            <source>Type a number or use the arrow keys; the table shows the weights do not change</source>
            <translation>اكتب رقمًا أو استعمل مفاتيح الأسهم؛ يُظهر الجدول أن الأوزان لا تتغيّر</translation>
        </message>
        <message>
            <source>The row's scores and weights, before and after the shift</source>
            <translation>درجات الصف وأوزانه، قبل التحريك وبعده</translation>
        </message>
        <message>
            <source>One column per key; rows: the scores, the scores plus the constant, and the weights before and after</source>
            <translation>عمود لكل مفتاح؛ والصفوف: الدرجات، والدرجات زائد الثابت، والأوزان قبل وبعد</translation>
        </message>
        <message>
            <source>Add to every score of the row:</source>
            <translation>أضف إلى كل درجة في الصف:</translation>
        </message>
        <message>
            <source>Softmax only looks at the differences between the scores of a row. Add the same number to all of them and every e^score is multiplied by the same factor, which cancels when the row is divided by its total.</source>
            <translation>‏softmax لا تنظر إلا إلى الفروق بين درجات الصف. أضف الرقم نفسه إليها كلها فيُضرب كل e^score في المعامل نفسه، الذي يُختصر حين يُقسم الصف على مجموعه.</translation>
        </message>
        <message>
            <source>Select a query token to see its row.</source>
            <translation>حدِّد رمز استعلام لترى صفه.</translation>
        </message>
        <message>
            <source>scores × {factor}  ·  largest weight {weight}</source>
            <translation>الدرجات × {factor}  ·  أكبر وزن {weight}</translation>
        </message>
        <message>
            <source>The row's numbers are hidden until you answer the lesson's question.</source>
            <translation>أرقام الصف مخفيّة حتى تجيب عن سؤال الدرس.</translation>
        </message>
        <message>
            <source>scores of "{token}"</source>
            <translation>درجات «{token}»</translation>
        </message>
        <message>
            <source>scores + {constant}</source>
            <translation>الدرجات + ‎{constant}‎</translation>
        </message>
        <message>
            <source>weights</source>
            <translation>الأوزان</translation>
        </message>
        <message>
            <source>weights after + {constant}</source>
            <translation>الأوزان بعد + ‎{constant}‎</translation>
        </message>
        <message>
            <source>masked</source>
            <translation>محجوب</translation>
        </message>
        <message>
            <source>✓ The weights are exactly the same.</source>
            <translation>✓ الأوزان هي نفسها بالضبط.</translation>
        </message>
        <message>
            <source>✓ The weights are the same (they differ by {gap}: rounding only).</source>
            <translation>✓ الأوزان هي نفسها (تختلف بمقدار {gap}: تقريب فقط).</translation>
        </message>
        <message>
            <source>The weights differ by up to {gap}.</source>
            <translation>تختلف الأوزان بما يصل إلى {gap}.</translation>
        </message>
    </context>
    <context>
        <name>session_fields</name>
        <message>
            <source>This is not a selfattn-gui session file.</source>
            <translation>هذا ليس ملف جلسة لـ selfattn-gui.</translation>
        </message>
        <message>
            <source>This session file was made by a newer selfattn-gui.</source>
            <translation>صُنع ملف الجلسة هذا بإصدار أحدث من selfattn-gui.</translation>
        </message>
        <message>
            <source>This session file has a mistake in it, so it cannot be opened.</source>
            <translation>في ملف الجلسة هذا خطأ، فيتعذّر فتحه.</translation>
        </message>
        <message>
            <source>This file cannot be read.</source>
            <translation>تتعذّر قراءة هذا الملف.</translation>
        </message>
        <message>
            <source>not a session: the file holds {found}, not an object</source>
            <translation>ليس جلسة: الملف يحوي {found}، لا كائنًا</translation>
        </message>
        <message>
            <source>missing key "format" (it should be "{tag}")</source>
            <translation>المفتاح «format» ناقص (يجب أن يكون «{tag}»)</translation>
        </message>
        <message>
            <source>format: expected "{tag}", found {found}</source>
            <translation>format: المتوقع «{tag}»، والموجود {found}</translation>
        </message>
        <message>
            <source>missing key "version" (it should be 1 or 2)</source>
            <translation>المفتاح «version» ناقص (يجب أن يكون 1 أو 2)</translation>
        </message>
        <message>
            <source>version: expected a whole number, found {found}</source>
            <translation>version: المتوقع عدد صحيح، والموجود {found}</translation>
        </message>
        <message>
            <source>version: this file is version {version}, made by a newer selfattn-gui; this one reads versions 1 and {newest}: please update the app</source>
            <translation>version: هذا الملف من الإصدار {version}، صنعه selfattn-gui أحدث؛ وهذا يقرأ الإصدارين 1 و{newest}: يُرجى تحديث التطبيق</translation>
        </message>
        <message>
            <source>version: expected 1 or {newest}, found {version}</source>
            <translation>version: المتوقع 1 أو {newest}، والموجود {version}</translation>
        </message>
        <message>
            <source>missing key "{key}"</source>
            <translation>المفتاح «{key}» ناقص</translation>
        </message>
        <message>
            <source>only a version 2 file has it: write "version": 2 and the version 2 keys</source>
            <translation>لا يحويه إلا ملف من الإصدار 2: اكتب "version": 2 ومفاتيح الإصدار 2</translation>
        </message>
        <message>
            <source>a version 2 file keeps the heads, W_o and residual in "layers"</source>
            <translation>ملف الإصدار 2 يحفظ الرؤوس وW_o والوصلة المتبقية في «layers»</translation>
        </message>
        <message>
            <source>title: expected text, found {found}</source>
            <translation>title: المتوقع نص، والموجود {found}</translation>
        </message>
        <message>
            <source>mask[{row}][{column}]: expected 0 or 1, found {found}</source>
            <translation>mask[{row}][{column}]: المتوقع 0 أو 1، والموجود {found}</translation>
        </message>
        <message>
            <source>embeddings: a session with a vocabulary takes its token vectors from vocabulary.W_E, so "embeddings" must be left out</source>
            <translation>embeddings: الجلسة ذات المفردات تأخذ متجهات رموزها من vocabulary.W_E، فيجب حذف «embeddings»</translation>
        </message>
        <message>
            <source>missing key "embeddings" (needed when "vocabulary" is null)</source>
            <translation>المفتاح «embeddings» ناقص (يلزم حين تكون «vocabulary» قيمتها null)</translation>
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
            <translation>size: ‏{tokens} و{heads} مع d_model {d_model} وd_k {d_k} وd_v {d_v} ستحتاج إلى {count} رقمًا؛ والجلسة تحمل {limit} على الأكثر، كي يمكن حفظها وفتحها من جديد (قلّل أحد الأبعاد أو الرؤوس أو الرموز)</translation>
        </message>
        <message>
            <source>size: {tokens} and {heads} with d_model {d_model}, d_k {d_k}, d_v {d_v}, W_o {rows} × {columns} would need {count} numbers; a session can hold at most {limit}, so that it can be saved and opened again (make a size, the heads or the tokens fewer)</source>
            <translation>size: ‏{tokens} و{heads} مع d_model {d_model} وd_k {d_k} وd_v {d_v} وW_o {rows} × {columns} ستحتاج إلى {count} رقمًا؛ والجلسة تحمل {limit} على الأكثر، كي يمكن حفظها وفتحها من جديد (قلّل أحد الأبعاد أو الرؤوس أو الرموز)</translation>
        </message>
        <message numerus="yes">
            <source>%n token(s)</source>
            <translation>
                <numerusform>%n رمز</numerusform>
                <numerusform>%n رمز</numerusform>
                <numerusform>%n رمزان</numerusform>
                <numerusform>%n رموز</numerusform>
                <numerusform>%n رمزًا</numerusform>
                <numerusform>%n رمز</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n head(s)</source>
            <translation>
                <numerusform>%n رأس</numerusform>
                <numerusform>%n رأس</numerusform>
                <numerusform>%n رأسان</numerusform>
                <numerusform>%n رؤوس</numerusform>
                <numerusform>%n رأسًا</numerusform>
                <numerusform>%n رأس</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>session_rules</name>
        <message>
            <source>title: expected text, found {found}</source>
            <translation>title: المتوقع نص، والموجود {found}</translation>
        </message>
        <message>
            <source>layers: expected 1 to {limit} layers, found {found}</source>
            <translation>layers: المتوقع من 1 إلى {limit} طبقة، والموجود {found}</translation>
        </message>
        <message>
            <source>{name}: holds a character that is not valid text</source>
            <translation>{name}: يحوي حرفًا ليس نصًا صالحًا</translation>
        </message>
        <message>
            <source>{name}: at least one token is needed</source>
            <translation>{name}: يلزم رمز واحد على الأقل</translation>
        </message>
        <message>
            <source>{name}: {count} tokens, the limit is {limit}</source>
            <translation>{name}: {count} رمزًا، والحد {limit}</translation>
        </message>
        <message>
            <source>{place}: a token label must not be empty</source>
            <translation>{place}: يجب ألا يكون عنوان الرمز فارغًا</translation>
        </message>
        <message>
            <source>tokens[{index}]: {token} is not in the vocabulary</source>
            <translation>tokens[{index}]: {token} ليس في المفردات</translation>
        </message>
        <message>
            <source>none</source>
            <translation>لا شيء</translation>
        </message>
        <message>
            <source>shape {shape}</source>
            <translation>الأبعاد {shape}</translation>
        </message>
        <message>
            <source>embeddings: expected {rows} rows (one per token), found {found}</source>
            <translation>embeddings: المتوقع {rows} صفًا (صف لكل رمز)، والموجود {found}</translation>
        </message>
        <message>
            <source>embeddings: d_model must be between 1 and {limit}, found {found}</source>
            <translation>embeddings: يجب أن يكون d_model بين 1 و{limit}، والموجود {found}</translation>
        </message>
        <message>
            <source>vocabulary.labels[{index}]: "{label}" is already entry {entry}; every label must be different</source>
            <translation>vocabulary.labels[{index}]: «{label}» هو المدخل {entry} أصلًا؛ يجب أن يختلف كل عنوان عن غيره</translation>
        </message>
        <message>
            <source>vocabulary.W_E: expected {rows} rows × d_model (1 to {limit}), found shape {found}</source>
            <translation>vocabulary.W_E: المتوقع {rows} صفًا × d_model (من 1 إلى {limit})، والموجود أبعاد {found}</translation>
        </message>
        <message>
            <source>one row per label</source>
            <translation>صف لكل عنوان</translation>
        </message>
        <message>
            <source>attention: expected one of {choices}, found {found}</source>
            <translation>attention: المتوقع واحد من {choices}، والموجود {found}</translation>
        </message>
        <message>
            <source>source: only a "cross" session has a source sequence</source>
            <translation>source: جلسة «cross» وحدها لها متتالية مصدر</translation>
        </message>
        <message>
            <source>source: a "cross" session needs the sequence its keys come from</source>
            <translation>source: جلسة «cross» تحتاج إلى المتتالية التي تأتي منها مفاتيحها</translation>
        </message>
        <message>
            <source>causal: a "cross" session cannot use the causal mask (its keys are another sequence, not earlier tokens); use a custom mask instead</source>
            <translation>causal: لا تستطيع جلسة «cross» استعمال القناع السببي (مفاتيحها متتالية أخرى، لا رموز سابقة)؛ استعمل قناعًا خاصًا بدلًا منه</translation>
        </message>
        <message>
            <source>layers: a "cross" session has one layer, found {found}</source>
            <translation>layers: جلسة «cross» لها طبقة واحدة، والموجود {found}</translation>
        </message>
        <message>
            <source>one row per source token, d_model wide</source>
            <translation>صف لكل رمز من المصدر، بعرض d_model</translation>
        </message>
        <message>
            <source>mask: expected shape {rows} × {columns}, found {found}</source>
            <translation>mask: المتوقع أبعاد {rows} × {columns}، والموجود {found}</translation>
        </message>
        <message>
            <source>positional_encoding: expected one of {choices}, found {found}</source>
            <translation>positional_encoding: المتوقع واحد من {choices}، والموجود {found}</translation>
        </message>
        <message>
            <source>W_pos: only "learned" positions have a W_pos matrix</source>
            <translation>W_pos: المواضع «learned» وحدها لها مصفوفة W_pos</translation>
        </message>
        <message>
            <source>scale: expected one of {choices}, found {found}</source>
            <translation>scale: المتوقع واحد من {choices}، والموجود {found}</translation>
        </message>
        <message>
            <source>W_pos: "learned" positions need their matrix W_pos</source>
            <translation>W_pos: المواضع «learned» تحتاج إلى مصفوفتها W_pos</translation>
        </message>
        <message>
            <source>W_pos: expected max_positions × {d_model} (d_model), found shape {found}</source>
            <translation>W_pos: المتوقع max_positions × {d_model} ‏(d_model)، والموجود أبعاد {found}</translation>
        </message>
        <message>
            <source>W_pos: the sequence has {tokens} tokens but W_pos has only {positions} positions (learned positions cannot go beyond what was learned)</source>
            <translation>W_pos: في المتتالية {tokens} رمزًا لكن في W_pos ‏{positions} موضعًا فقط (المواضع المتعلَّمة لا يمكن أن تتجاوز ما تُعلِّم)</translation>
        </message>
        <message>
            <source>W_U: an unembedding needs a vocabulary (its columns are its labels)</source>
            <translation>W_U: مصفوفة فك التضمين تحتاج إلى مفردات (أعمدتها عناوينها)</translation>
        </message>
        <message>
            <source>the last layer's output width × vocabulary size</source>
            <translation>عرض مخرج الطبقة الأخيرة × حجم المفردات</translation>
        </message>
    </context>
    <context>
        <name>session_size_rules</name>
        <message>
            <source>size: the session holds {count} numbers; a session can hold at most {limit}, so that it can be saved and opened again (make a size, the heads, the layers, the vocabulary or the tokens fewer)</source>
            <translation>size: في الجلسة {count} رقمًا؛ والجلسة تحمل {limit} على الأكثر، كي يمكن حفظها وفتحها من جديد (قلّل أحد الأبعاد أو الرؤوس أو الطبقات أو المفردات أو الرموز)</translation>
        </message>
        <message>
            <source>size: the session's matrices have {rows} rows; a session can have at most {limit}, so that it can be saved and opened again (make d_model, the heads, the layers, the vocabulary or the positions of W_pos fewer)</source>
            <translation>size: في مصفوفات الجلسة {rows} صفًا؛ والجلسة يمكن أن تحوي {limit} على الأكثر، كي يمكن حفظها وفتحها من جديد (قلّل d_model أو الرؤوس أو الطبقات أو المفردات أو مواضع W_pos)</translation>
        </message>
        <message>
            <source>tokens and title: {size} MB of text, more than the {limit} MB a session can hold, so that it can be saved and opened again (shorten the token labels or the title)</source>
            <translation>tokens and title: ‏{size} MB من النص، أكثر من {limit} MB التي تحملها الجلسة، كي يمكن حفظها وفتحها من جديد (قصّر عناوين الرموز أو العنوان)</translation>
        </message>
    </context>
    <context>
        <name>settings_store</name>
        <message>
            <source>The settings file {path} was not an ordinary file; it was moved to {aside} and the default settings are used.</source>
            <translation>ملف الإعدادات {path} لم يكن ملفًا عاديًا؛ فنُقل إلى {aside} وتُستعمل الإعدادات الافتراضية.</translation>
        </message>
        <message>
            <source>The settings file {path} is not an ordinary file and could not be moved aside; default settings are used and changes are not kept after this run. Remove or rename it to keep your settings.</source>
            <translation>ملف الإعدادات {path} ليس ملفًا عاديًا وتعذّر نقله جانبًا؛ تُستعمل الإعدادات الافتراضية ولن تُحفظ التغييرات بعد هذا التشغيل. احذفه أو غيّر اسمه لتحتفظ بإعداداتك.</translation>
        </message>
    </context>
    <context>
        <name>size_edits</name>
        <message>
            <source>heads: expected 1 to {limit} heads, found {found}</source>
            <translation>heads: المتوقع من 1 إلى {limit} رأسًا، والموجود {found}</translation>
        </message>
        <message>
            <source>size: with d_model {d_model} the session would hold {count} numbers; a session can hold at most {limit}, so that it can be saved and opened again (make a size, the heads, the layers or the vocabulary fewer)</source>
            <translation>size: مع d_model {d_model} ستحمل الجلسة {count} رقمًا؛ والجلسة تحمل {limit} على الأكثر، كي يمكن حفظها وفتحها من جديد (قلّل أحد الأبعاد أو الرؤوس أو الطبقات أو المفردات)</translation>
        </message>
        <message>
            <source>layers[{index}]: layer {next} reads layer {layer}'s output, {old} numbers per token; this change would make it {new}, which it cannot read. Keep heads · d_v at {old}, or give layer {layer} a W_o with {old} columns</source>
            <translation>layers[{index}]: الطبقة {next} تقرأ مخرج الطبقة {layer}، {old} رقمًا لكل رمز؛ وهذا التغيير سيجعله {new}، ولا تستطيع قراءته. أبقِ heads · d_v عند {old}، أو أعطِ الطبقة {layer} مصفوفة W_o فيها {old} عمودًا</translation>
        </message>
        <message>
            <source>layers[{index}]: the unembedding W_U reads layer {layer}'s output, {old} numbers per token; this change would make it {new}, which it cannot read. Keep heads · d_v at {old}, or give layer {layer} a W_o with {old} columns</source>
            <translation>layers[{index}]: مصفوفة فك التضمين W_U تقرأ مخرج الطبقة {layer}، {old} رقمًا لكل رمز؛ وهذا التغيير سيجعله {new}، ولا تستطيع قراءته. أبقِ heads · d_v عند {old}، أو أعطِ الطبقة {layer} مصفوفة W_o فيها {old} عمودًا</translation>
        </message>
    </context>
    <context>
        <name>stage</name>
        <message>
            <source>✎ you edit {matrices}</source>
            <translation>✎ أنت تعدّل {matrices}</translation>
        </message>
    </context>
    <context>
        <name>stage_sources</name>
        <message>
            <source>{symbol}, the output of layer {layer}</source>
            <translation>{symbol}، مخرج الطبقة {layer}</translation>
        </message>
        <message>
            <source>Z, the token vectors plus their positions</source>
            <translation>‏Z، متجهات الرموز زائد مواضعها</translation>
        </message>
        <message>
            <source>Worked out by the app: layer {layer}'s output, which layer {next} reads. Edit the layers before it to change it.</source>
            <translation>يحسبه التطبيق: مخرج الطبقة {layer}، الذي تقرؤه الطبقة {next}. عدّل الطبقات التي قبلها لتغييره.</translation>
        </message>
        <message>
            <source>You type these: one vector per token, and the positions are added to them.</source>
            <translation>أنت تكتب هذه: متجه لكل رمز، وتُضاف إليها المواضع.</translation>
        </message>
        <message>
            <source>You type these: one vector per token.</source>
            <translation>أنت تكتب هذه: متجه لكل رمز.</translation>
        </message>
        <message>
            <source>Made from {source} plus the attention output.</source>
            <translation>تُصنع من {source} زائد مخرج الانتباه.</translation>
        </message>
        <message>
            <source>Made from {source} plus the attention output; it is the input of layer {layer}.</source>
            <translation>تُصنع من {source} زائد مخرج الانتباه؛ وهي مدخل الطبقة {layer}.</translation>
        </message>
        <message>
            <source>Made from the head outputs, placed side by side (there is no W_o).</source>
            <translation>تُصنع من مخرجات الرؤوس، موضوعة جنبًا إلى جنب (لا توجد W_o).</translation>
        </message>
        <message>
            <source>Made from the head outputs, side by side, times W_o, which you type.</source>
            <translation>تُصنع من مخرجات الرؤوس، جنبًا إلى جنب، مضروبة في W_o، التي تكتبها أنت.</translation>
        </message>
        <message>
            <source>{source}, normalised (the layer norm's output)</source>
            <translation>{source} بعد التطبيع (مخرج تطبيع الطبقة)</translation>
        </message>
        <message>
            <source>Q is made from {source} times W_q; K and V from the source sentence's vectors times W_k and W_v.</source>
            <translation>‏Q تُصنع من {source} مضروبة في W_q؛ وK وV من متجهات جملة المصدر مضروبة في W_k وW_v.</translation>
        </message>
        <message>
            <source>Made from {source} times W_q, W_k and W_v.</source>
            <translation>تُصنع من {source} مضروبة في W_q وW_k وW_v.</translation>
        </message>
        <message>
            <source>Made from the scores, divided by the square root of d_k = {d_k}.</source>
            <translation>تُصنع من الدرجات، مقسومة على الجذر التربيعي لـ d_k = {d_k}.</translation>
        </message>
        <message>
            <source>The scores as they are: dividing by the square root of d_k is off.</source>
            <translation>الدرجات كما هي: القسمة على الجذر التربيعي لـ d_k مطفأة.</translation>
        </message>
        <message>
            <source>Made from the scaled scores: a softmax along each row, with masked keys left out.</source>
            <translation>تُصنع من الدرجات المحجَّمة: softmax على طول كل صف، مع استبعاد المفاتيح المحجوبة.</translation>
        </message>
        <message>
            <source>Made from the scaled scores: a softmax along each row.</source>
            <translation>تُصنع من الدرجات المحجَّمة: softmax على طول كل صف.</translation>
        </message>
        <message>
            <source>You type these: one vector per token of the other sentence; the keys and values are made from them, the queries from the tokens.</source>
            <translation>أنت تكتب هذه: متجه لكل رمز من الجملة الأخرى؛ منها تُصنع المفاتيح والقيم، والاستعلامات من الرموز.</translation>
        </message>
        <message>
            <source>Made from {source}: each token's row minus its mean, divided by its spread (the square root of its variance plus 0.00001), then times the gain and plus the bias, which you type.</source>
            <translation>تُصنع من {source}: صف كل رمز ناقص متوسطه، مقسومًا على انتشاره (الجذر التربيعي لتباينه زائد 0.00001)، ثم مضروبًا في الكسب وزائد الإزاحة، اللذين تكتبهما أنت.</translation>
        </message>
        <message>
            <source>You type these: W_q, W_k and W_v turn each token into Q, K, V.</source>
            <translation>أنت تكتب هذه: W_q وW_k وW_v تحوّل كل رمز إلى Q وK وV.</translation>
        </message>
        <message>
            <source>Made from Q and K: each query's dot product with each key.</source>
            <translation>تُصنع من Q وK: الضرب النقطي لكل استعلام في كل مفتاح.</translation>
        </message>
        <message>
            <source>Made from the weights times V: each query's mix of the values.</source>
            <translation>تُصنع من الأوزان مضروبة في V: مزيج القيم لكل استعلام.</translation>
        </message>
        <message>
            <source>Made from the last layer's output times W_U: a softmax over the vocabulary for each position, its likeliest next tokens listed.</source>
            <translation>تُصنع من مخرج الطبقة الأخيرة مضروبًا في W_U: softmax على المفردات لكل موضع، مع سرد الرموز التالية الأرجح.</translation>
        </message>
    </context>
    <context>
        <name>stage_texts</name>
        <message>
            <source>{shape} each</source>
            <translation>‏‎{shape}‎ لكلٍّ منها</translation>
        </message>
        <message>
            <source>source: the sentence the keys and values come from</source>
            <translation>المصدر: الجملة التي تأتي منها المفاتيح والقيم</translation>
        </message>
        <message>
            <source>{symbol}: the input of layer {number} = layer {before}'s output</source>
            <translation>‏{symbol}: مدخل الطبقة {number} = مخرج الطبقة {before}</translation>
        </message>
        <message>
            <source>Z = X + positions</source>
            <translation>Z = X + المواضع</translation>
        </message>
        <message>
            <source>X: the sentence the queries come from</source>
            <translation>‏X: الجملة التي تأتي منها الاستعلامات</translation>
        </message>
        <message>
            <source>X: the token vectors</source>
            <translation>‏X: متجهات الرموز</translation>
        </message>
        <message>
            <source>LayerNorm: each row to mean 0, spread 1, then × gain + bias</source>
            <translation>‏LayerNorm: كل صف إلى متوسط 0 وانتشار 1، ثم × الكسب + الإزاحة</translation>
        </message>
        <message>
            <source> of head {number}</source>
            <translation> للرأس {number}</translation>
        </message>
        <message>
            <source> (off)</source>
            <translation> (مطفأ)</translation>
        </message>
        <message numerus="yes">
            <source>Q {shape}; K, V %n rows</source>
            <translation>
                <numerusform>‏Q {shape}؛ K وV: %n صف</numerusform>
                <numerusform>‏Q {shape}؛ K وV: صف واحد (%n)</numerusform>
                <numerusform>‏Q {shape}؛ K وV: صفان (%n)</numerusform>
                <numerusform>‏Q {shape}؛ K وV: %n صفوف</numerusform>
                <numerusform>‏Q {shape}؛ K وV: %n صفًا</numerusform>
                <numerusform>‏Q {shape}؛ K وV: %n صف</numerusform>
            </translation>
        </message>
        <message>
            <source>scores = Q·Kᵀ</source>
            <translation>الدرجات = Q·Kᵀ</translation>
        </message>
        <message>
            <source>scaled = scores ÷ √d_k (√{d_k} = {root})</source>
            <translation>المحجَّمة = الدرجات ÷ ‎√d_k (‎√{d_k} = {root})</translation>
        </message>
        <message>
            <source>scaled = scores (÷ √d_k is off)</source>
            <translation>المحجَّمة = الدرجات (÷ ‎√d_k مطفأة)</translation>
        </message>
        <message>
            <source>weights = softmax per row (causal mask, rows sum to 1)</source>
            <translation>الأوزان = softmax لكل صف (القناع السببي، مجموع الصفوف 1)</translation>
        </message>
        <message>
            <source>weights = softmax per row (your mask, rows sum to 1)</source>
            <translation>الأوزان = softmax لكل صف (قناعك، مجموع الصفوف 1)</translation>
        </message>
        <message>
            <source>weights = softmax per row (rows sum to 1)</source>
            <translation>الأوزان = softmax لكل صف (مجموع الصفوف 1)</translation>
        </message>
        <message>
            <source>head output = weights·V (head {number} is off: left out)</source>
            <translation>مخرج الرأس = الأوزان·V (الرأس {number} مطفأ: مُستبعَد)</translation>
        </message>
        <message>
            <source>head output = weights·V</source>
            <translation>مخرج الرأس = الأوزان·V</translation>
        </message>
        <message>
            <source>concat(heads, head {listed} off)</source>
            <translation>concat(الرؤوس، الرأس {listed} مطفأ)</translation>
        </message>
        <message>
            <source>concat(heads, heads {listed} off)</source>
            <translation>concat(الرؤوس، الرؤوس {listed} مطفأة)</translation>
        </message>
        <message>
            <source>concat(heads)</source>
            <translation>concat(الرؤوس)</translation>
        </message>
        <message>
            <source>head output</source>
            <translation>مخرج الرأس</translation>
        </message>
        <message>
            <source>attention output = {heads}·W_o</source>
            <translation>مخرج الانتباه = {heads}·W_o</translation>
        </message>
        <message>
            <source>attention output = {heads}</source>
            <translation>مخرج الانتباه = {heads}</translation>
        </message>
        <message>
            <source>residual output = {symbol} + attention output</source>
            <translation>مخرج الوصلة المتبقية = {symbol} + مخرج الانتباه</translation>
        </message>
        <message>
            <source>residual output = {symbol} + attention output = {next}, the input of layer {number}</source>
            <translation>مخرج الوصلة المتبقية = {symbol} + مخرج الانتباه = {next}، مدخل الطبقة {number}</translation>
        </message>
        <message>
            <source>residual output</source>
            <translation>مخرج الوصلة المتبقية</translation>
        </message>
        <message>
            <source>next token = softmax({output}·W_U): the likeliest {shown} of {size}</source>
            <translation>الرمز التالي = softmax({output}·W_U): الأرجح {shown} من {size}</translation>
        </message>
        <message>
            <source>the source</source>
            <translation>المصدر</translation>
        </message>
        <message>
            <source>gain, bias</source>
            <translation>الكسب، الإزاحة</translation>
        </message>
        <message>
            <source>the W's</source>
            <translation>مصفوفات W</translation>
        </message>
    </context>
    <context>
        <name>strict_json</name>
        <message>
            <source>session file</source>
            <translation>ملف الجلسة</translation>
        </message>
        <message>
            <source>lesson file</source>
            <translation>ملف الدرس</translation>
        </message>
        <message>
            <source>progress file</source>
            <translation>ملف التقدّم</translation>
        </message>
        <message>
            <source>translation file</source>
            <translation>ملف الترجمة</translation>
        </message>
        <message>
            <source>document</source>
            <translation>المستند</translation>
        </message>
        <message>
            <source>preset index</source>
            <translation>فهرس الأمثلة</translation>
        </message>
        <message>
            <source>key {key} appears twice in the same object</source>
            <translation>المفتاح {key} يظهر مرتين في الكائن نفسه</translation>
        </message>
        <message>
            <source>{name} is not allowed: every value must be a finite number</source>
            <translation>{name} غير مسموح: يجب أن تكون كل قيمة رقمًا محدودًا</translation>
        </message>
        <message>
            <source>the file is empty (expected one JSON object)</source>
            <translation>الملف فارغ (المتوقع كائن JSON واحد)</translation>
        </message>
        <message>
            <source>not valid JSON: {problem} at line {line}, column {column} (the file ends too early)</source>
            <translation>ليس JSON صالحًا: {problem} في السطر {line}، العمود {column} (ينتهي الملف مبكرًا)</translation>
        </message>
        <message>
            <source>not valid JSON: {problem} at line {line}, column {column}</source>
            <translation>ليس JSON صالحًا: {problem} في السطر {line}، العمود {column}</translation>
        </message>
        <message>
            <source>the JSON is nested far too deeply to be read</source>
            <translation>JSON متداخل بعمق أكبر بكثير من أن يُقرأ</translation>
        </message>
        <message>
            <source>not valid JSON: {problem}</source>
            <translation>ليس JSON صالحًا: {problem}</translation>
        </message>
        <message>
            <source>{name}: no such file</source>
            <translation>{name}: لا يوجد ملف كهذا</translation>
        </message>
        <message>
            <source>{name}: is a folder, not a {kind}</source>
            <translation>{name}: مجلد، لا {kind}</translation>
        </message>
        <message>
            <source>{name}: is not an ordinary file, so it cannot be a {kind}</source>
            <translation>{name}: ليس ملفًا عاديًا، فلا يمكن أن يكون {kind}</translation>
        </message>
        <message>
            <source>{name}: {size} MB is too big for a {kind} (the limit is {limit} MB)</source>
            <translation>{name}: ‏{size} MB أكبر من اللازم لـ {kind} (الحد {limit} MB)</translation>
        </message>
        <message>
            <source>{name}: not UTF-8 text (bad byte at offset {offset}); is this really a {kind}?</source>
            <translation>{name}: ليس نصًا بترميز UTF-8 (بايت خاطئ عند الموضع {offset})؛ أهذا حقًا {kind}؟</translation>
        </message>
        <message>
            <source>{name}: cannot read it ({reason})</source>
            <translation>{name}: تتعذّر قراءته ({reason})</translation>
        </message>
    </context>
    <context>
        <name>switch_tips</name>
        <message>
            <source>Each token may only look at itself and earlier tokens (as in GPT). Shortcut: M</source>
            <translation>لا يجوز لكل رمز أن ينظر إلا إلى نفسه وإلى الرموز السابقة (كما في GPT). الاختصار: M</translation>
        </message>
        <message>
            <source>No causal mask in cross-attention: the keys are another sentence (the source), so no key comes before or after a query. A mask of your own still works.</source>
            <translation>لا قناع سببي في الانتباه المتقاطع: المفاتيح جملة أخرى (المصدر)، فلا مفتاح يأتي قبل استعلام أو بعده. والقناع الخاص بك لا يزال يعمل.</translation>
        </message>
        <message>
            <source>Add sinusoidal positional encodings to the token vectors (Z = X + PE). Shortcut: P</source>
            <translation>أضف الترميز الموضعي الجيبي إلى متجهات الرموز (Z = X + PE). الاختصار: P</translation>
        </message>
        <message>
            <source>This model learned its positions: W_pos ({rows} × {width}) is part of its weights, and its heads only work with them (the previous-token head finds t − 1 through them). Edit W_pos to change them; switching to sinusoidal or none would throw them away.</source>
            <translation>هذا النموذج تعلّم مواضعه: W_pos ‏({rows} × {width}) جزء من أوزانه، ورؤوسه لا تعمل إلا بها (رأس الرمز السابق يجد t − 1 من خلالها). عدّل W_pos لتغييرها؛ والتحويل إلى الجيبي أو إلى لا شيء سيرميها.</translation>
        </message>
        <message>
            <source>Positions: learned</source>
            <translation>المواضع: متعلَّمة</translation>
        </message>
        <message>
            <source>Positions</source>
            <translation>المواضع</translation>
        </message>
    </context>
    <context>
        <name>teaching_docks</name>
        <message>
            <source>Explain this number</source>
            <translation>اشرح هذا الرقم</translation>
        </message>
        <message>
            <source>Sanity checks</source>
            <translation>فحوص المعقولية</translation>
        </message>
        <message>
            <source>Step through</source>
            <translation>خطوة بخطوة</translation>
        </message>
        <message>
            <source>Step through the computation, one step at a time (F6)</source>
            <translation>تتبّع الحساب خطوة بخطوة (F6)</translation>
        </message>
    </context>
    <context>
        <name>to_session</name>
        <message>
            <source>the trainer cannot train this session: {problem}</source>
            <translation>لا يستطيع المدرِّب تدريب هذه الجلسة: {problem}</translation>
        </message>
        <message>
            <source>it needs a vocabulary and an unembedding W_U</source>
            <translation>إنها تحتاج إلى مفردات وإلى مصفوفة فك التضمين W_U</translation>
        </message>
        <message>
            <source>it needs learned positions and the causal mask, without a custom mask</source>
            <translation>إنها تحتاج إلى مواضع متعلَّمة وإلى القناع السببي، دون قناع خاص</translation>
        </message>
        <message>
            <source>it needs self-attention scaled by √d_k</source>
            <translation>إنها تحتاج إلى انتباه ذاتي محجَّم بـ √d_k</translation>
        </message>
        <message>
            <source>its layers may not share keys and values, normalise, or switch heads off</source>
            <translation>لا يجوز لطبقاتها أن تتشارك المفاتيح والقيم، أو تطبّع، أو تطفئ رؤوسًا</translation>
        </message>
        <message>
            <source>every layer needs W_o and the residual connection</source>
            <translation>كل طبقة تحتاج إلى W_o وإلى الوصلة المتبقية</translation>
        </message>
        <message>
            <source>every layer needs the same heads, with d_v = d_k</source>
            <translation>كل طبقة تحتاج إلى الرؤوس نفسها، مع d_v = d_k</translation>
        </message>
        <message>
            <source>every layer's W_o must map the heads back to d_model</source>
            <translation>يجب أن تعيد W_o في كل طبقة الرؤوس إلى d_model</translation>
        </message>
    </context>
    <context>
        <name>token_actions</name>
        <message>
            <source>Add token</source>
            <translation>إضافة رمز</translation>
        </message>
        <message>
            <source>Vocabulary entry of the new token:</source>
            <translation>مدخل المفردات للرمز الجديد:</translation>
        </message>
        <message>
            <source>Label of the new token:</source>
            <translation>عنوان الرمز الجديد:</translation>
        </message>
        <message>
            <source>Add token "{label}"</source>
            <translation>إضافة الرمز «{label}»</translation>
        </message>
        <message>
            <source>Remove token "{label}"</source>
            <translation>حذف الرمز «{label}»</translation>
        </message>
        <message>
            <source>Move "{label}"</source>
            <translation>تحريك «{label}»</translation>
        </message>
        <message>
            <source>Shuffle tokens</source>
            <translation>خلط الرموز</translation>
        </message>
        <message>
            <source>Shuffled. Without positions each output row simply moved with its token: attention does not know the order.</source>
            <translation>خُلطت. بدون المواضع انتقل كل صف من المخرج مع رمزه فحسب: الانتباه لا يعرف الترتيب.</translation>
        </message>
    </context>
    <context>
        <name>token_sequence</name>
        <message>
            <source>tokens: only a session with a vocabulary can take a typed sequence (each label's vector is its row of W_E); rename the tokens one by one instead</source>
            <translation>tokens: لا تقبل متتالية مكتوبة إلا جلسة ذات مفردات (متجه كل عنوان هو صفه في W_E)؛ غيّر أسماء الرموز واحدًا واحدًا بدلًا من ذلك</translation>
        </message>
        <message>
            <source>tokens: type at least one token (labels separated by spaces)</source>
            <translation>tokens: اكتب رمزًا واحدًا على الأقل (عناوين تفصلها مسافات)</translation>
        </message>
        <message>
            <source>tokens: {count} tokens is too many: this model learned {limit} positions (W_pos has {limit} rows); type at most {limit}</source>
            <translation>tokens: ‏{count} رمزًا أكثر من اللازم: تعلّم هذا النموذج {limit} موضعًا (في W_pos ‏{limit} صفًا)؛ اكتب {limit} على الأكثر</translation>
        </message>
        <message>
            <source>tokens: {count} tokens is too many: the limit is {limit}; type at most {limit}</source>
            <translation>tokens: ‏{count} رمزًا أكثر من اللازم: الحد {limit}؛ اكتب {limit} على الأكثر</translation>
        </message>
        <message>
            <source>tokens: {named} and {more} more are not in the vocabulary; its {count} labels are {labels}</source>
            <translation>tokens: ‏{named} و{more} غيرها ليست في المفردات؛ عناوينها الـ {count} هي {labels}</translation>
        </message>
        <message>
            <source>tokens: {named} are not in the vocabulary; its {count} labels are {labels}</source>
            <translation>tokens: ‏{named} ليست في المفردات؛ عناوينها الـ {count} هي {labels}</translation>
        </message>
        <message>
            <source>tokens: {named} is not in the vocabulary; its {count} labels are {labels}</source>
            <translation>tokens: ‏{named} ليس في المفردات؛ عناوينها الـ {count} هي {labels}</translation>
        </message>
    </context>
    <context>
        <name>toolbar</name>
        <message>
            <source>Attention</source>
            <translation>الانتباه</translation>
        </message>
        <message>
            <source>Heads and sizes</source>
            <translation>الرؤوس والأحجام</translation>
        </message>
        <message>
            <source>Causal mask</source>
            <translation>القناع السببي</translation>
        </message>
        <message>
            <source>Positions</source>
            <translation>المواضع</translation>
        </message>
        <message>
            <source>Divide the scores by √d_k before the softmax</source>
            <translation>اقسم الدرجات على √d_k قبل softmax</translation>
        </message>
        <message>
            <source>Divide by the square root of d_k</source>
            <translation>القسمة على الجذر التربيعي لـ d_k</translation>
        </message>
        <message>
            <source>Residual</source>
            <translation>الوصلة المتبقية</translation>
        </message>
        <message>
            <source>Add each token's own vector back: Z + attention</source>
            <translation>أعد إضافة متجه كل رمز نفسه: Z + الانتباه</translation>
        </message>
        <message>
            <source>Project the concatenated heads back with W_o</source>
            <translation>أسقِط الرؤوس المضمومة من جديد بـ W_o</translation>
        </message>
        <message>
            <source>Normalise each token's row before the heads read it: mean 0, spread 1, then × gain + bias (gain 1, bias 0 to start)</source>
            <translation>طبّع صف كل رمز قبل أن تقرأه الرؤوس: متوسط 0، انتشار 1، ثم × الكسب + الإزاحة (الكسب 1 والإزاحة 0 في البداية)</translation>
        </message>
        <message>
            <source>Layer normalisation</source>
            <translation>تطبيع الطبقة</translation>
        </message>
        <message>
            <source>Head shown in the panels</source>
            <translation>الرأس المعروض في اللوحات</translation>
        </message>
        <message>
            <source>Which head's W_q, W_k, W_v, Q, K, V, scores and weights to show</source>
            <translation>أي رأس تُعرض W_q وW_k وW_v وQ وK وV ودرجاته وأوزانه</translation>
        </message>
        <message>
            <source>Head</source>
            <translation>الرأس</translation>
        </message>
        <message>
            <source>Number of heads</source>
            <translation>عدد الرؤوس</translation>
        </message>
        <message>
            <source>of</source>
            <translation>من</translation>
        </message>
        <message>
            <source>Width of the token vectors</source>
            <translation>عرض متجهات الرموز</translation>
        </message>
        <message>
            <source>Width of queries and keys</source>
            <translation>عرض الاستعلامات والمفاتيح</translation>
        </message>
        <message>
            <source>Width of the values</source>
            <translation>عرض القيم</translation>
        </message>
        <message>
            <source>Decimals shown</source>
            <translation>المنازل العشرية المعروضة</translation>
        </message>
        <message>
            <source>decimals</source>
            <translation>منازل عشرية</translation>
        </message>
        <message>
            <source>head {number}</source>
            <translation>الرأس {number}</translation>
        </message>
        <message>
            <source>Causal mask on</source>
            <translation>القناع السببي مشغّل</translation>
        </message>
        <message>
            <source>Causal mask off</source>
            <translation>القناع السببي مطفأ</translation>
        </message>
        <message>
            <source>Positions on</source>
            <translation>المواضع مشغّلة</translation>
        </message>
        <message>
            <source>Positions off</source>
            <translation>المواضع مطفأة</translation>
        </message>
        <message>
            <source>Scale by √d_k</source>
            <translation>التحجيم بـ √d_k</translation>
        </message>
        <message>
            <source>No scaling</source>
            <translation>بلا تحجيم</translation>
        </message>
        <message>
            <source>Residual on</source>
            <translation>الوصلة المتبقية مشغّلة</translation>
        </message>
        <message>
            <source>Residual off</source>
            <translation>الوصلة المتبقية مطفأة</translation>
        </message>
        <message>
            <source>Add W_o</source>
            <translation>إضافة W_o</translation>
        </message>
        <message>
            <source>Remove W_o</source>
            <translation>إزالة W_o</translation>
        </message>
        <message>
            <source>LayerNorm on</source>
            <translation>LayerNorm مشغّل</translation>
        </message>
        <message>
            <source>LayerNorm off</source>
            <translation>LayerNorm مطفأ</translation>
        </message>
        <message numerus="yes">
            <source>%n heads</source>
            <translation>
                <numerusform>%n رأس</numerusform>
                <numerusform>%n رأس</numerusform>
                <numerusform>%n رأسان</numerusform>
                <numerusform>%n رؤوس</numerusform>
                <numerusform>%n رأسًا</numerusform>
                <numerusform>%n رأس</numerusform>
            </translation>
        </message>
        <message>
            <source>{change} (layer {layer})</source>
            <translation>{change} (الطبقة {layer})</translation>
        </message>
    </context>
    <context>
        <name>train_charts</name>
        <message>
            <source>training step</source>
            <translation>خطوة التدريب</translation>
        </message>
        <message>
            <source>layer 1, head {head}
previous-token {score}</source>
            <translation>الطبقة 1، الرأس {head}
الرمز السابق {score}</translation>
        </message>
        <message>
            <source>layer {layer}, head {head}
induction {score}</source>
            <translation>الطبقة {layer}، الرأس {head}
الاستقراء {score}</translation>
        </message>
    </context>
    <context>
        <name>train_dock</name>
        <message>
            <source>Train a model</source>
            <translation>تدريب نموذج</translation>
        </message>
        <message>
            <source>&amp;Train a model</source>
            <translation>&amp;تدريب نموذج</translation>
        </message>
        <message>
            <source>Opened the weights of step {step}: a copy, so the training in the Train panel goes on without changing it.</source>
            <translation>فُتحت أوزان الخطوة {step}: نسخة، فيستمر التدريب في لوحة «تدريب نموذج» دون أن يغيّرها.</translation>
        </message>
    </context>
    <context>
        <name>train_panel</name>
        <message>
            <source>A model with two layers of attention heads learns, from random weights, to continue a random sequence that repeats: &lt;s&gt; H K P Z … H K P Z …. Only the repeated half is scored, where every next token can be copied from the first half.</source>
            <translation>نموذج بطبقتين من رؤوس الانتباه يتعلّم، من أوزان عشوائية، أن يكمل متتالية عشوائية تتكرر: &lt;s&gt; H K P Z … H K P Z …. لا يُقيَّم إلا النصف المكرَّر، حيث يمكن نسخ كل رمز تالٍ من النصف الأول.</translation>
        </message>
        <message>
            <source>The heads on the probe {probe}: row = the position that looks, column = where it looks, bright = much weight, grey = later positions, which it may not see.</source>
            <translation>الرؤوس على متتالية الاختبار {probe}: الصف = الموضع الذي ينظر، والعمود = حيث ينظر، والساطع = وزن كبير، والرمادي = مواضع لاحقة لا يجوز له أن يراها.</translation>
        </message>
        <message>
            <source>Press Start to train a fresh model.</source>
            <translation>اضغط «ابدأ» لتدريب نموذج جديد.</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>ابدأ</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>إيقاف مؤقت</translation>
        </message>
        <message>
            <source>Start over</source>
            <translation>ابدأ من جديد</translation>
        </message>
        <message>
            <source>Train in the background; after a pause, go on from there</source>
            <translation>درِّب في الخلفية؛ وبعد الإيقاف المؤقت تابع من حيث توقفت</translation>
        </message>
        <message>
            <source>Stop after this step, keeping what the model has learnt</source>
            <translation>توقف بعد هذه الخطوة، مع الاحتفاظ بما تعلّمه النموذج</translation>
        </message>
        <message>
            <source>Fresh random weights from the seed, at step 0</source>
            <translation>أوزان عشوائية جديدة من البذرة، عند الخطوة 0</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>البذرة</translation>
        </message>
        <message>
            <source>Where the random weights and data come from; used from step 0</source>
            <translation>مصدر الأوزان والبيانات العشوائية؛ تُستعمل من الخطوة 0</translation>
        </message>
        <message>
            <source>Open these weights</source>
            <translation>افتح هذه الأوزان</translation>
        </message>
        <message>
            <source>Open the model as drawn here in the window, as a session</source>
            <translation>افتح النموذج كما هو مرسوم هنا في النافذة، كجلسة</translation>
        </message>
        <message>
            <source>Loss on the repeated half</source>
            <translation>الخسارة على النصف المكرَّر</translation>
        </message>
        <message>
            <source>loss (nats)</source>
            <translation>الخسارة (nats)</translation>
        </message>
        <message>
            <source>guessing: {loss}</source>
            <translation>التخمين: {loss}</translation>
        </message>
        <message>
            <source>Copy accuracy, held-out sequences</source>
            <translation>دقة النسخ، على متتاليات لم يُدرَّب عليها</translation>
        </message>
        <message>
            <source>share right</source>
            <translation>نسبة الصواب</translation>
        </message>
        <message>
            <source>chance</source>
            <translation>الصدفة</translation>
        </message>
        <message>
            <source>Step {step} of {steps}</source>
            <translation>الخطوة {step} من {steps}</translation>
        </message>
        <message>
            <source>loss {loss} nats</source>
            <translation>الخسارة {loss} nats</translation>
        </message>
        <message>
            <source>copy accuracy {percent} at step {step}</source>
            <translation>دقة النسخ {percent} عند الخطوة {step}</translation>
        </message>
        <message>
            <source>done: the recipe's steps are all taken</source>
            <translation>انتهى: نُفّذت كل خطوات الوصفة</translation>
        </message>
        <message>
            <source>paused</source>
            <translation>متوقف مؤقتًا</translation>
        </message>
        <message>
            <source>Go on</source>
            <translation>تابع</translation>
        </message>
    </context>
    <context>
        <name>trained_models</name>
        <message>
            <source>Each was trained here, in plain NumPy, on a small task. It opens as your own copy: every weight can be changed and every change undone, and Save keeps it in a file of yours. How they were trained and what each head does: docs/models.md.</source>
            <translation>دُرِّب كلٌّ منها هنا، بـ NumPy وحدها، على مهمة صغيرة. يُفتح كنسخة خاصة بك: كل وزن يمكن تغييره وكل تغيير يمكن التراجع عنه، و«حفظ» يحفظه في ملف لك. كيف دُرّبت وما يفعله كل رأس: docs/models.md.</translation>
        </message>
        <message>
            <source>Open a trained model</source>
            <translation>فتح نموذج مدرَّب</translation>
        </message>
        <message>
            <source>Open the trained model {name}</source>
            <translation>فتح النموذج المدرَّب {name}</translation>
        </message>
        <message>
            <source>No trained models are installed.</source>
            <translation>لا توجد نماذج مدرَّبة مثبَّتة.</translation>
        </message>
        <message>
            <source>Open &amp;trained model…</source>
            <translation>فتح نموذج &amp;مدرَّب…</translation>
        </message>
        <message>
            <source>A model trained here, with real previous-token and induction heads to find</source>
            <translation>نموذج دُرّب هنا، فيه رؤوس حقيقية للرمز السابق وللاستقراء تنتظر من يجدها</translation>
        </message>
    </context>
    <context>
        <name>trained_positions</name>
        <message>
            <source>The model was trained to predict only the repeated half: this token has not come before, so what follows it cannot be known, and here it can only guess.</source>
            <translation>دُرِّب النموذج على التنبؤ في النصف المكرَّر فقط: هذا الرمز لم يأتِ من قبل، فلا يمكن معرفة ما يليه، وهنا لا يستطيع إلا التخمين.</translation>
        </message>
        <message>
            <source>Grey rows: the first time a token comes, the model can only guess what follows.</source>
            <translation>الصفوف الرمادية: في أول مرة يأتي فيها رمز، لا يستطيع النموذج إلا تخمين ما يليه.</translation>
        </message>
        <message>
            <source>The model was trained to predict only after “{marker}” (the noun “it” means): here it was never asked for a prediction and can only guess.</source>
            <translation>دُرِّب النموذج على التنبؤ فقط بعد «{marker}» (الاسم الذي يعنيه «it»): هنا لم يُطلب منه تنبؤ قط، ولا يستطيع إلا التخمين.</translation>
        </message>
        <message>
            <source>Grey rows: the model was trained to predict only after “{marker}”.</source>
            <translation>الصفوف الرمادية: دُرِّب النموذج على التنبؤ فقط بعد «{marker}».</translation>
        </message>
    </context>
    <context>
        <name>training_picture</name>
        <message>
            <source>Random weights: no head has a job yet; each looks wherever its random weights happen to point. Press Start and watch the loss and the maps.</source>
            <translation>أوزان عشوائية: لا رأس له عمل بعد؛ كلٌّ ينظر حيث تصادف أن تشير أوزانه العشوائية. اضغط «ابدأ» وراقب الخسارة والخرائط.</translation>
        </message>
        <message>
            <source>An induction head has formed: layer {layer}, head {head} looks at the token after the earlier copy of the current one (the stripe in the repeated half), which it finds through layer 1, head {previous} looking one back. So the model copies, and the loss has dropped.</source>
            <translation>تكوّن رأس استقراء: الطبقة {layer}، الرأس {head} ينظر إلى الرمز الذي يلي النسخة السابقة من الرمز الحالي (الشريط في النصف المكرَّر)، ويجده عبر الطبقة 1، الرأس {previous} الذي ينظر خطوة إلى الوراء. فينسخ النموذج، وقد انخفضت الخسارة.</translation>
        </message>
        <message>
            <source>The plateau: the loss stays near {guess}, what guessing costs, because no head can find yet where the current token came before. The model learns the parts of the circuit while the loss hardly moves.</source>
            <translation>الهضبة: تبقى الخسارة قرب {guess}، أي كلفة التخمين، لأنه لا رأس يستطيع بعد أن يجد أين جاء الرمز الحالي من قبل. النموذج يتعلّم أجزاء الدارة بينما لا تكاد الخسارة تتحرك.</translation>
        </message>
        <message>
            <source>The drop: layer {layer}, head {head} starts to look at the token after the earlier copy (induction score {score}), and the loss falls as it does.</source>
            <translation>الهبوط: الطبقة {layer}، الرأس {head} يبدأ بالنظر إلى الرمز الذي يلي النسخة السابقة (درجة الاستقراء {score})، وتنخفض الخسارة معه.</translation>
        </message>
    </context>
    <context>
        <name>typed_sequence</name>
        <message>
            <source>The tokens, separated by spaces</source>
            <translation>الرموز، مفصولة بمسافات</translation>
        </message>
        <message>
            <source>Type the tokens</source>
            <translation>اكتب الرموز</translation>
        </message>
        <message>
            <source>Type the tokens separated by spaces: at most {limit} (the positions this model learned), each one of the vocabulary's {count} labels. Each takes its row of W_E.</source>
            <translation>اكتب الرموز مفصولة بمسافات: {limit} على الأكثر (المواضع التي تعلّمها هذا النموذج)، وكلٌّ منها أحد عناوين المفردات الـ {count}. ويأخذ كلٌّ منها صفه من W_E.</translation>
        </message>
        <message>
            <source>Type the tokens separated by spaces: at most {limit}, each one of the vocabulary's {count} labels. Each takes its row of W_E.</source>
            <translation>اكتب الرموز مفصولة بمسافات: {limit} على الأكثر، وكلٌّ منها أحد عناوين المفردات الـ {count}. ويأخذ كلٌّ منها صفه من W_E.</translation>
        </message>
        <message>
            <source>Type the tokens “{tokens}”</source>
            <translation>اكتب الرموز «{tokens}»</translation>
        </message>
        <message>
            <source>Type the whole sequence, labels separated by spaces</source>
            <translation>اكتب المتتالية كلها، والعناوين مفصولة بمسافات</translation>
        </message>
        <message>
            <source>Only a session with a vocabulary has tokens to type: each is one of its labels</source>
            <translation>لا رموز للكتابة إلا في جلسة ذات مفردات: كل رمز أحد عناوينها</translation>
        </message>
        <message>
            <source>T&amp;ype tokens…</source>
            <translation>اك&amp;تب الرموز…</translation>
        </message>
        <message>
            <source>type tokens…</source>
            <translation>اكتب الرموز…</translation>
        </message>
        <message>
            <source>random sequence and its repeat</source>
            <translation>متتالية عشوائية وتكرارها</translation>
        </message>
        <message>
            <source>A random sequence, then the same again: from the second copy on, an induction head finds what came next last time. Each click draws another.</source>
            <translation>متتالية عشوائية، ثم هي نفسها مرة أخرى: من النسخة الثانية فصاعدًا، يجد رأس الاستقراء ما جاء تاليًا في المرة السابقة. كل نقرة تسحب متتالية أخرى.</translation>
        </message>
        <message>
            <source>Random sequence and its repeat</source>
            <translation>متتالية عشوائية وتكرارها</translation>
        </message>
    </context>
    <context>
        <name>undo_texts</name>
        <message>
            <source>Switch head {head} of layer {layer} off</source>
            <translation>إطفاء الرأس {head} من الطبقة {layer}</translation>
        </message>
        <message>
            <source>Switch head {head} of layer {layer} on</source>
            <translation>تشغيل الرأس {head} من الطبقة {layer}</translation>
        </message>
        <message>
            <source>Switch head {head} off</source>
            <translation>إطفاء الرأس {head}</translation>
        </message>
        <message>
            <source>Switch head {head} on</source>
            <translation>تشغيل الرأس {head}</translation>
        </message>
        <message>
            <source>K/V groups {before} → {after} in layer {layer}</source>
            <translation>مجموعات K/V ‏{before} ← {after} في الطبقة {layer}</translation>
        </message>
        <message>
            <source>K/V groups {before} → {after}</source>
            <translation>مجموعات K/V ‏{before} ← {after}</translation>
        </message>
        <message>
            <source>Add layer {layer}</source>
            <translation>إضافة الطبقة {layer}</translation>
        </message>
        <message>
            <source>Remove layer {layer}</source>
            <translation>حذف الطبقة {layer}</translation>
        </message>
        <message>
            <source>Edit {matrix}</source>
            <translation>تعديل {matrix}</translation>
        </message>
        <message numerus="yes">
            <source>Change %n cells of {matrix}</source>
            <translation>
                <numerusform>تغيير %n خلية من {matrix}</numerusform>
                <numerusform>تغيير خلية واحدة (%n) من {matrix}</numerusform>
                <numerusform>تغيير خليتين (%n) من {matrix}</numerusform>
                <numerusform>تغيير %n خلايا من {matrix}</numerusform>
                <numerusform>تغيير %n خلية من {matrix}</numerusform>
                <numerusform>تغيير %n خلية من {matrix}</numerusform>
            </translation>
        </message>
        <message>
            <source>Several changes</source>
            <translation>تغييرات عدة</translation>
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
            <translation>أزرق – أبيض – برتقالي</translation>
        </message>
        <message>
            <source>Blue – white – yellow</source>
            <translation>أزرق – أبيض – أصفر</translation>
        </message>
    </context>
    <context>
        <name>walkthrough</name>
        <message>
            <source>Project</source>
            <translation>الإسقاط</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>الدرجة</translation>
        </message>
        <message>
            <source>scores = Q·Kᵀ</source>
            <translation>الدرجات = Q·Kᵀ</translation>
        </message>
        <message>
            <source>Scale</source>
            <translation>التحجيم</translation>
        </message>
        <message>
            <source>scaled = scores / √d_k</source>
            <translation>المحجَّمة = الدرجات / √d_k</translation>
        </message>
        <message>
            <source>Softmax</source>
            <translation>softmax</translation>
        </message>
        <message>
            <source>weights = softmax(scaled), one row at a time</source>
            <translation>الأوزان = softmax(المحجَّمة)، صفًا صفًا</translation>
        </message>
        <message>
            <source>Mix</source>
            <translation>المزج</translation>
        </message>
        <message>
            <source>output = weights·V</source>
            <translation>المخرج = الأوزان·V</translation>
        </message>
        <message>
            <source>Project back</source>
            <translation>الإسقاط العكسي</translation>
        </message>
        <message>
            <source>attention output = concat(heads)·W_o</source>
            <translation>مخرج الانتباه = concat(الرؤوس)·W_o</translation>
        </message>
        <message>
            <source>Residual</source>
            <translation>الوصلة المتبقية</translation>
        </message>
        <message>
            <source>residual = Z + attention output</source>
            <translation>الوصلة المتبقية = Z + مخرج الانتباه</translation>
        </message>
        <message>
            <source>Z (the token vectors plus their positions)</source>
            <translation>Z (متجهات الرموز زائد مواضعها)</translation>
        </message>
        <message>
            <source>{matrix} (the previous layer's output)</source>
            <translation>{matrix} (مخرج الطبقة السابقة)</translation>
        </message>
        <message>
            <source>Every row of {source} is multiplied by three matrices: W_q gives the token a query (what it is looking for), W_k a key (how others can find it) and W_v a value (what it hands on). For {token}: query {query}, key {key}, value {value}.</source>
            <translation>يُضرب كل صف من {source} في ثلاث مصفوفات: W_q تعطي الرمز استعلامًا (ما يبحث عنه)، وW_k مفتاحًا (كيف يجده الآخرون)، وW_v قيمة (ما يمرّره). لـ {token}: الاستعلام {query}، والمفتاح {key}، والقيمة {value}.</translation>
        </message>
        <message numerus="yes">
            <source>Queries and keys both have d_k = %n number(s), so they can be compared.</source>
            <translation>
                <numerusform>في الاستعلامات والمفاتيح كليهما d_k = %n رقم، فيمكن مقارنتها.</numerusform>
                <numerusform>في الاستعلامات والمفاتيح كليهما d_k = %n (رقم واحد)، فيمكن مقارنتها.</numerusform>
                <numerusform>في الاستعلامات والمفاتيح كليهما d_k = %n (رقمان)، فيمكن مقارنتها.</numerusform>
                <numerusform>في الاستعلامات والمفاتيح كليهما d_k = %n أرقام، فيمكن مقارنتها.</numerusform>
                <numerusform>في الاستعلامات والمفاتيح كليهما d_k = %n رقمًا، فيمكن مقارنتها.</numerusform>
                <numerusform>في الاستعلامات والمفاتيح كليهما d_k = %n رقم، فيمكن مقارنتها.</numerusform>
            </translation>
        </message>
        <message>
            <source>This is head {head} of {heads}; each head has its own three matrices.</source>
            <translation>هذا هو الرأس {head} من {heads}؛ لكل رأس مصفوفاته الثلاث الخاصة.</translation>
        </message>
        <message>
            <source>The query of {token} meets the key of every token in a dot product (multiply place by place, add up): {scores}.</source>
            <translation>يلتقي استعلام {token} بمفتاح كل رمز في ضرب نقطي (اضرب موضعًا في موضع، ثم اجمع): {scores}.</translation>
        </message>
        <message>
            <source>The best match is {token} with {score}. What counts is how far each score lies below the best one; a score under 0 will still get a positive weight.</source>
            <translation>أفضل تطابق هو {token} بـ {score}. المهم هو كم تقع كل درجة تحت أفضلها؛ والدرجة تحت 0 ستنال مع ذلك وزنًا موجبًا.</translation>
        </message>
        <message>
            <source>d_k = {d_k}, so every score is divided by √{d_k} {root}: {scaled}. Long vectors give large dot products; dividing by √d_k keeps them in a range where the softmax still spreads its weight instead of giving nearly all of it to one key.</source>
            <translation>d_k = {d_k}، فتُقسم كل درجة على √{d_k} {root}: {scaled}. المتجهات الطويلة تعطي حواصل ضرب نقطي كبيرة؛ والقسمة على √d_k تبقيها في مدى توزّع فيه softmax وزنها بدل أن تعطي كله تقريبًا لمفتاح واحد.</translation>
        </message>
        <message>
            <source>Scaling is switched off (÷√d_k in the toolbar), so the scores go into the softmax as they are: {scaled}. With long vectors that makes the softmax pick one key and ignore the rest.</source>
            <translation>التحجيم مطفأ (÷√d_k في شريط الأدوات)، فتدخل الدرجات softmax كما هي: {scaled}. مع المتجهات الطويلة يجعل هذا softmax تختار مفتاحًا واحدًا وتتجاهل الباقي.</translation>
        </message>
        <message>
            <source>Every key is hidden from {token}, so there is nothing to share out: its weights cannot be computed (0 ÷ 0). Show at least one key again.</source>
            <translation>كل المفاتيح محجوبة عن {token}، فلا شيء يُقسم: لا يمكن حساب أوزانه (0 ÷ 0). أظهر مفتاحًا واحدًا على الأقل من جديد.</translation>
        </message>
        <message>
            <source>The softmax turns row {token} into weights that are positive and add up to 1: subtract the row's largest score, raise e to each result, divide by their total. {token} gives {weights}.</source>
            <translation>تحوّل softmax الصف {token} إلى أوزان موجبة مجموعها 1: اطرح أكبر درجة في الصف، وارفع e إلى كل ناتج، واقسم على مجموعها. يعطي {token}: {weights}.</translation>
        </message>
        <message>
            <source>It listens most to {token} ({best}) and gives itself only {own}: attention follows how well query and key match, not where a token sits.</source>
            <translation>يصغي أكثر شيء إلى {token} ‏({best}) ولا يعطي نفسه إلا {own}: الانتباه يتبع مدى تطابق الاستعلام والمفتاح، لا موضع الرمز.</translation>
        </message>
        <message>
            <source>Masked keys are set to −∞ before the softmax, so they get exactly 0.</source>
            <translation>المفاتيح المحجوبة تُجعل −∞ قبل softmax، فتنال 0 بالضبط.</translation>
        </message>
        <message>
            <source>The output of {token} blends the value rows, each in the share its weight gives: {sum}.</source>
            <translation>مخرج {token} يمزج صفوف القيم، كلٌّ بالحصة التي يعطيها وزنه: {sum}.</translation>
        </message>
        <message>
            <source>(Adding the printed terms gives {sum}: the weights are shown rounded, the output is worked out from the exact ones.)</source>
            <translation>(جمع الحدود المطبوعة يعطي {sum}: الأوزان معروضة مقرَّبة، والمخرج محسوب من الأوزان الدقيقة.)</translation>
        </message>
        <message>
            <source>With one head and no W_o there is nothing to combine: the attention output of {token} is the head's output, {output}.</source>
            <translation>برأس واحد وبلا W_o لا شيء يُجمع: مخرج انتباه {token} هو مخرج الرأس، {output}.</translation>
        </message>
        <message>
            <source>The outputs of both heads are placed side by side: the attention output of {token} is {output}.</source>
            <translation>مخرجا الرأسين يوضعان جنبًا إلى جنب: مخرج انتباه {token} هو {output}.</translation>
        </message>
        <message>
            <source>The outputs of all {heads} heads are placed side by side: the attention output of {token} is {output}.</source>
            <translation>مخرجات الرؤوس الـ {heads} كلها توضع جنبًا إلى جنب: مخرج انتباه {token} هو {output}.</translation>
        </message>
        <message>
            <source>W_o ({rows} × {columns}) turns the {rows} numbers of the head's output into {columns}: each column of W_o says how much of each output number goes into one place of the result. For {token}: {product}.</source>
            <translation>W_o ‏({rows} × {columns}) تحوّل أرقام مخرج الرأس الـ {rows} إلى {columns}: كل عمود من W_o يقول كم يذهب من كل رقم في المخرج إلى موضع واحد في النتيجة. لـ {token}: {product}.</translation>
        </message>
        <message>
            <source>The outputs of both heads are placed side by side, and W_o ({rows} × {columns}) turns those {rows} numbers into {columns}: each column of W_o says how much of each output number goes into one place of the result. For {token}: {product}.</source>
            <translation>مخرجا الرأسين يوضعان جنبًا إلى جنب، وW_o ‏({rows} × {columns}) تحوّل هذه الأرقام الـ {rows} إلى {columns}: كل عمود من W_o يقول كم يذهب من كل رقم في المخرج إلى موضع واحد في النتيجة. لـ {token}: {product}.</translation>
        </message>
        <message>
            <source>The outputs of all {heads} heads are placed side by side, and W_o ({rows} × {columns}) turns those {rows} numbers into {columns}: each column of W_o says how much of each output number goes into one place of the result. For {token}: {product}.</source>
            <translation>مخرجات الرؤوس الـ {heads} كلها توضع جنبًا إلى جنب، وW_o ‏({rows} × {columns}) تحوّل هذه الأرقام الـ {rows} إلى {columns}: كل عمود من W_o يقول كم يذهب من كل رقم في المخرج إلى موضع واحد في النتيجة. لـ {token}: {product}.</translation>
        </message>
        <message>
            <source>The residual cannot be formed here: {reason}. In a Transformer layer the attention output is added to each token's own vector, so the token keeps what it was and gains the context on top.</source>
            <translation>لا يمكن تكوين الوصلة المتبقية هنا: {reason}. في طبقة Transformer يُضاف مخرج الانتباه إلى متجه كل رمز نفسه، فيحتفظ الرمز بما كانه ويكسب السياق فوقه.</translation>
        </message>
        <message>
            <source>{token} adds its own vector back to what attention brought in ({source} + attention output): {sum}. So the token loses nothing of what it was: its own features stay, and the context gathered from the other tokens is added to them.</source>
            <translation>يعيد {token} إضافة متجهه إلى ما جلبه الانتباه ({source} + مخرج الانتباه): {sum}. فلا يفقد الرمز شيئًا مما كانه: تبقى سماته، ويُضاف إليها السياق المجموع من الرموز الأخرى.</translation>
        </message>
    </context>
    <context>
        <name>walkthrough_panel</name>
        <message>
            <source>◀ Previous</source>
            <translation>▶ السابق</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation>التالي ◀</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>إيقاف</translation>
        </message>
        <message>
            <source>The step's text (the arrow keys scroll it)</source>
            <translation>نص الخطوة (مفاتيح الأسهم تمرّره)</translation>
        </message>
        <message>
            <source>The step's formula, then what it does to the numbers</source>
            <translation>معادلة الخطوة، ثم ما تفعله بالأرقام</translation>
        </message>
        <message>
            <source>Keys: {keys}</source>
            <translation>الاختصارات: {keys}</translation>
        </message>
        <message>
            <source>Step {number} of {count}: {title}</source>
            <translation>الخطوة {number} من {count}: {title}</translation>
        </message>
        <message>
            <source>The numbers are hidden until you answer the lesson's question.</source>
            <translation>الأرقام مخفيّة حتى تجيب عن سؤال الدرس.</translation>
        </message>
    </context>
    <context>
        <name>walkthrough_words</name>
        <message>
            <source>less than 1 %</source>
            <translation>أقل من 1 %</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent} %</translation>
        </message>
        <message>
            <source>The mask hides {keys} from {query}.</source>
            <translation>القناع يحجب {keys} عن {query}.</translation>
        </message>
        <message>
            <source>That is as wide as the token vectors ({width} numbers), so the next step can add the two.</source>
            <translation>هذا بعرض متجهات الرموز ({width} رقمًا)، فتستطيع الخطوة التالية جمعهما.</translation>
        </message>
        <message>
            <source>The token vectors have {width} numbers and this has {own}, so the two cannot be added: switch W_o on (toolbar) to bring it back to the token width.</source>
            <translation>متجهات الرموز فيها {width} رقمًا وهذا فيه {own}، فلا يمكن جمعهما: شغّل W_o (شريط الأدوات) لإعادته إلى عرض الرموز.</translation>
        </message>
        <message>
            <source>The token vectors have {width} numbers and this has {own}, so the two cannot be added: give W_o {width} columns to bring it back to the token width.</source>
            <translation>متجهات الرموز فيها {width} رقمًا وهذا فيه {own}، فلا يمكن جمعهما: أعطِ W_o ‏{width} عمودًا لإعادته إلى عرض الرموز.</translation>
        </message>
    </context>
    <context>
        <name>welcome</name>
        <message>
            <source>Welcome to selfattn-gui</source>
            <translation>مرحبًا بك في selfattn-gui</translation>
        </message>
        <message>
            <source>Welcome</source>
            <translation>مرحبًا</translation>
        </message>
        <message>
            <source>Choose where to begin</source>
            <translation>اختر من أين تبدأ</translation>
        </message>
        <message>
            <source>Learn self-attention by touching every number</source>
            <translation>تعلّم الانتباه الذاتي بلمس كل رقم</translation>
        </message>
        <message>
            <source>Start lesson 1</source>
            <translation>ابدأ الدرس 1</translation>
        </message>
        <message>
            <source>{lesson}: step by step, predicting each number first</source>
            <translation>{lesson}: خطوة خطوة، مع توقّع كل رقم أولًا</translation>
        </message>
        <message>
            <source>No lesson could be read</source>
            <translation>تعذّرت قراءة أي درس</translation>
        </message>
        <message>
            <source>Explore the example</source>
            <translation>استكشف المثال</translation>
        </message>
        <message>
            <source>cat sat mat: change any number and watch every step follow (F6 steps through it)</source>
            <translation>cat sat mat: غيّر أي رقم وراقب كل خطوة تتبعه (F6 يمرّ على الخطوات)</translation>
        </message>
        <message>
            <source>Open a file…</source>
            <translation>فتح ملف…</translation>
        </message>
        <message>
            <source>A session you or your teacher saved (*.selfattn.json)</source>
            <translation>جلسة حفظتها أنت أو معلّمك (*.selfattn.json)</translation>
        </message>
        <message>
            <source>Open a trained model…</source>
            <translation>فتح نموذج مدرَّب…</translation>
        </message>
        <message>
            <source>Real trained heads to find and switch off</source>
            <translation>رؤوس مدرَّبة حقيقية لتجدها وتطفئها</translation>
        </message>
        <message>
            <source>No recent files yet.</source>
            <translation>لا ملفات حديثة بعد.</translation>
        </message>
        <message>
            <source>Show this page at start</source>
            <translation>اعرض هذه الصفحة عند البدء</translation>
        </message>
        <message>
            <source>Space turns it on or off; Help, Welcome opens the page at any time</source>
            <translation>المسافة تشغّلها أو تطفئها؛ و«مساعدة ← مرحبًا» يفتح الصفحة في أي وقت</translation>
        </message>
        <message>
            <source>Close (Esc)</source>
            <translation>إغلاق (Esc)</translation>
        </message>
        <message>
            <source>Close the welcome page</source>
            <translation>إغلاق صفحة الترحيب</translation>
        </message>
        <message>
            <source>Go to the window as it is</source>
            <translation>الذهاب إلى النافذة كما هي</translation>
        </message>
        <message>
            <source>Start here</source>
            <translation>ابدأ هنا</translation>
        </message>
        <message>
            <source>Recent files</source>
            <translation>الملفات الحديثة</translation>
        </message>
        <message>
            <source>Ways to begin</source>
            <translation>طرق البدء</translation>
        </message>
        <message>
            <source>Lesson 1, the example, a file, recent files and the examples, each a button</source>
            <translation>الدرس 1، والمثال، وملف، والملفات الحديثة، والأمثلة، كلٌّ منها زر</translation>
        </message>
        <message>
            <source>Open recent file {name}</source>
            <translation>فتح الملف الحديث {name}</translation>
        </message>
        <message>
            <source>&amp;Welcome…</source>
            <translation>&amp;مرحبًا…</translation>
        </message>
        <message>
            <source>Where to begin: lesson 1, the example, a file or a preset</source>
            <translation>من أين تبدأ: الدرس 1، أو المثال، أو ملف، أو مثال جاهز</translation>
        </message>
    </context>
    <context>
        <name>worksheet</name>
        <message>
            <source>{name} (head {head})</source>
            <translation>{name} (الرأس {head})</translation>
        </message>
        <message>
            <source>Tokens ({count}): {tokens}</source>
            <translation>الرموز ({count}): {tokens}</translation>
        </message>
        <message>
            <source>d_model = {d_model}, d_k = {d_k}, d_v = {d_v}, heads = {heads}</source>
            <translation>d_model = {d_model}، d_k = {d_k}، d_v = {d_v}، الرؤوس = {heads}</translation>
        </message>
        <message>
            <source>Scaling: divide the scores by √d_k = √{d_k} ≈ {root}</source>
            <translation>التحجيم: اقسم الدرجات على √d_k = √{d_k} ≈ {root}</translation>
        </message>
        <message>
            <source>Scaling: off (the scaled scores are the scores)</source>
            <translation>التحجيم: مطفأ (الدرجات المحجَّمة هي الدرجات)</translation>
        </message>
        <message>
            <source>Positions: sinusoidal encoding added, Z = X + PE (PE is given)</source>
            <translation>المواضع: أُضيف الترميز الجيبي، Z = X + PE (PE معطاة)</translation>
        </message>
        <message>
            <source>Positions: none, so Z = X</source>
            <translation>المواضع: لا شيء، فـ Z = X</translation>
        </message>
        <message>
            <source>Causal mask: on, each token sees only itself and the tokens before it</source>
            <translation>القناع السببي: مشغّل، كل رمز لا يرى إلا نفسه والرموز التي قبله</translation>
        </message>
        <message>
            <source>Causal mask: off</source>
            <translation>القناع السببي: مطفأ</translation>
        </message>
        <message>
            <source>Custom mask: the keys marked 0 in the mask below are hidden</source>
            <translation>قناع خاص: المفاتيح الموسومة بـ 0 في القناع أدناه محجوبة</translation>
        </message>
        <message>
            <source>Output projection W_o: yes</source>
            <translation>إسقاط المخرج W_o: نعم</translation>
        </message>
        <message>
            <source>Output projection W_o: no</source>
            <translation>إسقاط المخرج W_o: لا</translation>
        </message>
        <message>
            <source>Residual: on, residual = Z + attention output</source>
            <translation>الوصلة المتبقية: مشغّلة، الوصلة المتبقية = Z + مخرج الانتباه</translation>
        </message>
        <message>
            <source>Residual: none ({reason})</source>
            <translation>الوصلة المتبقية: لا شيء ({reason})</translation>
        </message>
        <message>
            <source>Given: the token vectors</source>
            <translation>المعطى: متجهات الرموز</translation>
        </message>
        <message>
            <source>X: one row per token</source>
            <translation>X: صف لكل رمز</translation>
        </message>
        <message>
            <source>Given: the positional encoding</source>
            <translation>المعطى: الترميز الموضعي</translation>
        </message>
        <message>
            <source>PE: added to X</source>
            <translation>PE: يُضاف إلى X</translation>
        </message>
        <message>
            <source>Given: which keys each query may see</source>
            <translation>المعطى: المفاتيح التي يجوز لكل استعلام أن يراها</translation>
        </message>
        <message>
            <source>Given: the projections</source>
            <translation>المعطى: الإسقاطات</translation>
        </message>
        <message>
            <source>Given: the output projection</source>
            <translation>المعطى: إسقاط المخرج</translation>
        </message>
        <message>
            <source>W_o: mixes the heads</source>
            <translation>W_o: تمزج الرؤوس</translation>
        </message>
        <message>
            <source>scores = Q·Kᵀ (row: query, column: key),   scaled = scores / √{d_k}</source>
            <translation>الدرجات = Q·Kᵀ (الصف: الاستعلام، العمود: المفتاح)،   المحجَّمة = الدرجات / √{d_k}</translation>
        </message>
        <message>
            <source>scores = Q·Kᵀ (row: query, column: key); no scaling</source>
            <translation>الدرجات = Q·Kᵀ (الصف: الاستعلام، العمود: المفتاح)؛ بلا تحجيم</translation>
        </message>
        <message>
            <source>Hidden keys get weight 0; the others share 1.</source>
            <translation>المفاتيح المحجوبة تنال الوزن 0؛ والأخرى تتقاسم 1.</translation>
        </message>
        <message>
            <source>Step 1: project</source>
            <translation>الخطوة 1: الإسقاط</translation>
        </message>
        <message>
            <source>Steps 2–3: score and scale</source>
            <translation>الخطوتان 2–3: الدرجة والتحجيم</translation>
        </message>
        <message>
            <source>Step 4: softmax</source>
            <translation>الخطوة 4: softmax</translation>
        </message>
        <message>
            <source>weights = softmax of each row of the scaled scores (every row adds up to 1)</source>
            <translation>الأوزان = softmax لكل صف من الدرجات المحجَّمة (مجموع كل صف 1)</translation>
        </message>
        <message>
            <source>Step 5: mix the values</source>
            <translation>الخطوة 5: امزج القيم</translation>
        </message>
        <message>
            <source>output = weights·V</source>
            <translation>المخرج = الأوزان·V</translation>
        </message>
        <message>
            <source>Step 0: add the positions</source>
            <translation>الخطوة 0: أضف المواضع</translation>
        </message>
        <message>
            <source>attention output = concat(head outputs)·W_o</source>
            <translation>مخرج الانتباه = concat(مخرجات الرؤوس)·W_o</translation>
        </message>
        <message>
            <source>attention output = concat(head outputs)</source>
            <translation>مخرج الانتباه = concat(مخرجات الرؤوس)</translation>
        </message>
        <message>
            <source>Step 6: combine the heads</source>
            <translation>الخطوة 6: اجمع الرؤوس</translation>
        </message>
        <message>
            <source>Step 7: add the residual</source>
            <translation>الخطوة 7: أضف الوصلة المتبقية</translation>
        </message>
        <message>
            <source>residual = {matrix} + attention output</source>
            <translation>الوصلة المتبقية = {matrix} + مخرج الانتباه</translation>
        </message>
        <message>
            <source>Self-attention</source>
            <translation>الانتباه الذاتي</translation>
        </message>
    </context>
    <context>
        <name>worksheet_pdf</name>
        <message>
            <source>page {number}</source>
            <translation>الصفحة {number}</translation>
        </message>
        <message>
            <source>worksheet</source>
            <translation>ورقة عمل</translation>
        </message>
        <message>
            <source>Name: ______________________    Date: ____________</source>
            <translation>الاسم: ______________________    التاريخ: ____________</translation>
        </message>
        <message>
            <source>Work out each step by hand from the numbers given, one matrix at a time. Round to {decimals} decimals. The answers are on the last pages.</source>
            <translation>احسب كل خطوة باليد من الأرقام المعطاة، مصفوفة بعد مصفوفة. قرّب إلى {decimals} منازل عشرية. الأجوبة في الصفحات الأخيرة.</translation>
        </message>
        <message>
            <source>answer key</source>
            <translation>مفتاح الأجوبة</translation>
        </message>
        <message>
            <source>Answer key: {title}</source>
            <translation>مفتاح الأجوبة: {title}</translation>
        </message>
        <message>
            <source>Worksheet: {title}</source>
            <translation>ورقة العمل: {title}</translation>
        </message>
    </context>
</TS>
