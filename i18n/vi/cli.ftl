### Những gì lệnh `trongtai` viết cho người đọc (src/*_cmd.rs): các dòng báo cáo và các lỗi.
### Lỗi viết thường, không có dấu chấm cuối, và nói điều cần có.

cli-error = lỗi: { $message }
cli-usage = cách dùng: { $usage }

## Dòng lệnh bị từ chối (lỗi của clap, nói bằng lời của chúng tôi).

cli-did-you-mean = {" "}(có phải { $suggestion }?)
cli-unknown-argument = tham số không có `{ $arg }`{ $hint }, cần một tham số có trong cách dùng dưới đây
cli-unknown-command = không có lệnh `{ $command }`{ $hint }, cần một lệnh có trong `trongtai --help`
cli-missing-value = `{ $arg }` cần một giá trị
cli-bad-value = `{ $value }` không phải là giá trị hợp lệ của `{ $arg }`
cli-not-one-of = `{ $value }` không phải là giá trị hợp lệ của `{ $arg }`, cần một trong { $valid }
cli-invalid-value = `{ $value }` không phải là giá trị hợp lệ của `{ $arg }`: { $why }
cli-not-a-whole-number = cần một số nguyên
cli-missing-argument = thiếu { $args }, lệnh này cần có
cli-missing-command = thiếu lệnh, cần một lệnh có trong `trongtai --help`
cli-conflict = không thể dùng `{ $arg }` cùng với { $other }
cli-value-count = `{ $arg }` có số giá trị không đúng
cli-not-utf8 = có tham số không phải văn bản UTF-8

## rules check.

rules-check-ok = hợp lệ  { $id } { $version } ({ $file }){ $what }
rules-check-proposal = , { $status }

## Các lệnh về thế cờ (moves, perft, status).

cli-bad-fen = --fen `{ $fen }`: { $error }
cli-reading-stdin = đọc đầu vào chuẩn
cli-stdin-too-long = stdin:{ $line }: dòng dài hơn { $max } byte, cần mỗi dòng một FEN
cli-stdin-not-utf8 = stdin:{ $line }: UTF-8 không hợp lệ ở byte { $byte } của dòng, cần một FEN
cli-stdin-blank = stdin:{ $line }: dòng trống, cần một FEN
cli-stdin-fen = stdin:{ $line }: `{ $fen }`: { $error }
cli-start-position = { $file }: thế cờ ban đầu: { $error }
cli-in-rulebook = bộ luật `{ $id }`: { $error }
cli-threads = --threads: { $error }
cli-players = --players { $players }
status-ongoing = ván cờ đang tiếp diễn
status-checkmate = chiếu hết
status-stalemate = hết nước đi
status-drawn-ending = thế cờ hoà
status-decided = { $state } { $result } { $document } { $article }
status-undecided = { $state } { $result }

## replay.

replay-fail = SAI { $path }
replay-fail-under = SAI { $path } theo { $rules } (holds_for)
replay-diff-expected = kỳ vọng
replay-diff-actual = thực tế
replay-error = LỖI { $error }
replay-tally = { $rules }: { $passed } đạt, { $failed } sai{ $others ->
        [0] {""}
       *[other] , { $others } không viết cho bộ luật này
    }
replay-time = đã chạy lại { $n } tệp tình huống trong { $ms } ms
replay-total = { $passed } đạt, { $failed } sai, { $errors } không chạy được{ $others ->
        [0] {""}
       *[other] , { $others } không viết cho bộ luật
    }
replay-nothing-compared-for = không so sánh được gì: không tình huống nào được nêu viết cho `{ $rules }` hay khai báo nó trong `holds_for`
replay-nothing-compared = không so sánh được gì
replay-no-scenario-file = không có tệp tình huống (`.ron`) nào trong { $paths }, cần ít nhất một tình huống để chạy lại

## coverage.

coverage-head = { $rulebook } ({ $law })
coverage-not-checkable = không kiểm tra bằng máy được  ("{ $title }")
coverage-cited-by = { $n } trích dẫn: { $by }
coverage-excluded = loại trừ: { $why }
coverage-uncovered = CHƯA CÓ TÌNH HUỐNG  ("{ $title }")
coverage-stale = lưu ý: { $article } bị loại trừ nhưng vẫn được trích dẫn; có thể bỏ mục loại trừ
coverage-unmatched = trích dẫn không khớp điều nào "{ $citation }" ({ $who })
coverage-none-uncovered = { $rulebook }: không có điều nào chưa có tình huống
coverage-uncovered-head = { $rulebook }: chưa có tình huống
coverage-uncovered-line = { $article }  "{ $title }"
coverage-no-root = { $dir }: không có rules/articles/ ở đây hay ở thư mục cha
coverage-totals = { $rulebook }: { $covered } trên { $checkable } điều kiểm tra bằng máy được đã có tình huống, { $excluded } điều loại trừ, { $uncovered } điều chưa có tình huống
coverage-nothing = { $dir }: không có bảng điều khoản nào trong rules/articles/: không kiểm tra được gì

## docs.

docs-written = { $dir }: { $files } tệp, { $written } tệp được ghi, { $removed } tệp được xoá
docs-kept = giữ nguyên { $path } (đã bị sửa từ khi được ghi)

## adjudicate: thanh tiến độ trên màn hình (mẫu của indicatif: các tên trong ngoặc nhọn là
## trường của nó, không phải biến) và dòng cuối.

adjudicate-progress-bar = {"{"}bar:30{"}"} {"{"}decimal_bytes{"}"}/{"{"}decimal_total_bytes{"}"} {"{"}percent{"}"}%, {"{"}msg{"}"}, đã chạy {"{"}elapsed{"}"}, còn khoảng {"{"}eta{"}"}
adjudicate-progress-spinner = {"{"}spinner{"}"} đã đọc {"{"}decimal_bytes{"}"}, {"{"}msg{"}"}, đã chạy {"{"}elapsed{"}"}
adjudicate-rate = { $games } ván, { $rate } ván/giây
adjudicate-done = { $games } ván, { $plies } nửa nước trong { $secs } giây, { $rate } ván/giây

## pairings.

pairings-round = Vòng { $round }: { $boards }
pairings-round-head = Vòng
pairings-board-head = Bàn { $board }
pairings-white-note = Đấu thủ có tên trước cầm quân Trắng.
pairings-bye-note = Với { $players } đấu thủ, ai gặp ({ $dummy }) sẽ nghỉ trong lượt đấu ấy. Đấu thủ có tên trước cầm quân Trắng.
pairings-knockout-note = Wn là người thắng ở bàn n của vòng trước.
pairings-knockout-byes-note = { $players } đấu thủ trong nhánh đấu { $bracket } suất: ai gặp một số trong ngoặc đơn sẽ được miễn đấu. Wn là người thắng ở bàn n của vòng trước.

## impact.

impact-base-rulebook = bộ luật gốc `{ $spec }`
impact-candidate-rulebook = bộ luật đề xuất `{ $spec }`
impact-no-scenarios = không có thư mục `scenarios` ở đây, cần --scenarios THƯ-MỤC hoặc --no-scenarios

## Ghi tệp kết quả (--output).

output-dangling-link = { $path }: liên kết tượng trưng không trỏ tới đâu, cần một liên kết tới tệp để ghi
output-directory = { $path }: là một thư mục, cần một tệp để ghi
io-cannot-write = { $path }: không ghi được tệp: { $why }

cli-time-control = --time-control: { $error }
cli-by-tags-none = --by-tags: không có bộ luật nào có ngày hiệu lực cho môn `{ $game }`
cli-no-rulebook = không có bộ luật nào để xét
adjudicate-no-game = không có ván nào trong các tệp lưu trữ: không xét được gì
adjudicate-rules-picked = {" "}[bộ luật: { $rules }]

output-cannot-replace = { $path }: { $why }
output-stdout = đầu ra chuẩn: { $why }

warn-named-twice = cảnh báo: { $later } là cùng một tệp với { $earlier } (được nêu hai lần): các ván của nó được đọc và đếm hai lần
output-line-cut = … (còn { $bytes } byte nữa)
impact-no-scenario-compared = không so sánh được kịch bản nào: không kiểm tra được gì ở đó
impact-no-game-compared = không so sánh được ván nào trong tệp lưu trữ: không kiểm tra được gì ở đó

rules-check-cannot-compile = bộ máy không biên dịch được ván cờ này: { $error }
rules-for-no-control = TimeControl "{ $control }": không có thể thức thời gian nào để xếp loại

cli-not-a-date = `{ $text }` không phải là một ngày, cần một ngày trong lịch dạng YYYY-MM-DD
cli-not-a-thread-count = `{ $text }` không phải là một số, cần số luồng xử lý
cli-not-a-player-count = số đấu thủ `{ $text }`, cần một số nguyên từ 2 đến { $max }
cli-unknown-schema = không có lược đồ `{ $name }`

man-written = { $dir }: đã ghi { $pages } trang hướng dẫn
man-not-ours = { $dir }: { $files } không do `trongtai man` viết ra, cần một thư mục mà các tệp trùng tên trang là trang của trongtai; chưa ghi gì
man-unknown-command = không có lệnh `{ $name }`, cần một trong { $known }

rules-history-no-value = --history { $path }: không lần ban hành nào của { $id } có giá trị ở đường dẫn này, cần một đường dẫn như `trongtai rules show { $id }` liệt kê (`draws.automatic_repetition`)

python-poisoned = { $what } của lần duyệt này bị hỏng do một luồng gặp lỗi
python-no-thread = không khởi động được luồng xét ván của kho: { $error }
python-from-worker = không đọc được { $what } do một máy thợ gửi về: { $error }
python-worker-tally = bảng đếm của một phần
python-worker-hash = mã băm của một tệp
python-games = các ván
python-summary = số tổng
python-unknown-lang = không có ngôn ngữ `{ $lang }`, cần `vi` hoặc `en`

## Thư viện tình huống có sẵn trong chương trình.

library-unreadable = không đọc được thư viện tình huống có sẵn trong chương trình: { $why }
library-damaged = thư viện tình huống có sẵn trong chương trình bị hỏng: cần đường dẫn, độ dài và nội dung của từng tệp
library-cannot-write = { $path }: { $why }
