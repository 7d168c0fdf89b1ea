### Bàn trọng tài (crates/desk): nhật ký sự việc bằng lời, mỗi sự việc một dòng.

desk-event-moves = các nước đi, mỗi nước đều bấm đồng hồ: { $moves }
desk-event-moves-one = { $side } đi { $played } rồi bấm đồng hồ
desk-event-play = { $side } suy nghĩ { $time }, đi { $played } rồi bấm đồng hồ
desk-event-move = { $side } đi { $played }, chưa bấm đồng hồ
desk-event-press = bấm đồng hồ
desk-event-elapse = đồng hồ đang chạy trôi thêm { $time }
desk-event-offer = { $side } đề nghị hoà
desk-event-accept = đề nghị hoà được chấp nhận
desk-event-decline = đề nghị hoà bị từ chối
desk-event-claim = { $side } yêu cầu { $kind }
desk-event-claim-with = { $side } yêu cầu { $kind } ({ $details })
desk-event-resign = { $side } xin thua
desk-event-arrive = { $side } đến bàn cờ { $time } sau giờ bắt đầu buổi đấu
desk-event-seal = { $side } niêm phong nước kín { $played }
desk-event-resume = ván hoãn được tiếp tục
desk-event-explain = nước kín được giải thích là { $played }
desk-event-abandon = { $side } bỏ cuộc ván hoãn
desk-event-order-to-vary = trọng tài buộc { $side } phải đổi nước
desk-event-refuse-to-vary = { $side } không chịu đổi nước
desk-event-notation = { $side } ghi biên bản bằng hệ thống ký hiệu `{ $notation }`
desk-event-displace-to = { $side } làm xê dịch quân ở { $from } sang { $to }
desk-event-displace-off = { $side } làm quân ở { $from } rơi ra ngoài bàn cờ
desk-event-displaced-to = quân ở { $from } bị xê dịch sang { $to }
desk-event-displaced-off = quân ở { $from } rơi ra ngoài bàn cờ
desk-event-restore = quân bị xê dịch được đặt lại như cũ
desk-event-displacement-found = trọng tài phát hiện quân bị xê dịch
desk-event-castle-begun = { $side } bắt đầu nhập thành { $played }, mới đặt Vua
desk-event-replaced-released = { $side } đặt quân theo nước { $first }, đã buông tay, rồi lại đi { $then }
desk-event-replaced-held = { $side } đặt quân theo nước { $first }, chưa buông tay, rồi đi { $then }
desk-event-touch = { $side } chạm quân ở { $square }
desk-event-touch-unordered = { $side } chạm các quân ở { $squares } (không xác định được quân nào trước)
desk-event-witnessed = trọng tài tự chứng kiến việc chạm quân của { $side }
desk-event-touch-accidental = { $side } vô ý chạm quân ở { $square }
desk-event-adjust = { $side } báo trước rồi sửa quân ở { $square }
desk-event-offence = trọng tài xác định { $side } vi phạm `{ $offence }`
desk-event-unrecorded = { $side } chưa ghi { $count } nước liên tiếp vào biên bản
desk-event-irregularity = trọng tài phát hiện xếp quân sai `{ $name }`
desk-event-two-hands = nước vừa rồi được đi bằng hai tay
desk-event-observed = trọng tài thấy nước sai luật vừa đi
desk-event-decide-draw = trọng tài xử hoà
desk-event-decide-postpone = trọng tài hoãn quyết định
desk-event-decide-postpone-extra = trọng tài hoãn quyết định và cộng thêm thời gian cho đối phương
desk-event-decide-reject = trọng tài bác yêu cầu
desk-event-decide-grant = trọng tài chấp thuận cộng thời gian mỗi nước

## Điều được yêu cầu, và chi tiết của yêu cầu.

desk-claim-repetition = hoà do lặp lại thế cờ
desk-claim-move-count = hoà theo luật số nước
desk-claim-touch-move = đối phương phải đi quân đã chạm
desk-claim-illegal-move = xét nước đi sai luật vừa rồi của đối phương
desk-claim-flag = xác nhận đối phương đã hết giờ
desk-claim-quickplay-finish = hoà ở giai đoạn kết thúc nhanh
desk-claim-increment-request = cộng thời gian mỗi nước cho cả hai bên
desk-claim-detail-intended = với nước định đi { $played }
desk-claim-detail-unwritten = nước đi chưa ghi vào biên bản trước
desk-claim-detail-written = nước đi đã ghi vào biên bản trước
desk-claim-detail-checked = trọng tài kiểm tra trong { $time }
desk-claim-detail-withdrawn = rút lại trước khi trọng tài quyết định
desk-claim-detail-kept = không rút lại
desk-claim-detail-disputed = việc chạm quân bị phản đối
desk-claim-detail-admitted = việc chạm quân được công nhận

## Nhập một ván cờ (PGN, một FEN rồi các nước đi, hoặc chỉ các nước đi).

desk-import-pgn = không đọc được PGN: { $error }
desk-import-empty = không có ván cờ hay nước đi nào để nhập
desk-import-fen = không đọc được thẻ FEN "{ $fen }": { $error }
desk-import-move = nước thứ { $ply } `{ $text }` không phải nước hợp lệ trong hệ thống ký hiệu nào của loại cờ này

## Những gì trang yêu cầu mà bàn trọng tài không làm được.

desk-unknown-label = trang yêu cầu nhãn `{ $id }` mà các danh mục lời không có, cần một thông điệp `desk-label-*`
desk-bad-label-argument = nhãn `{ $id }` cần `{ $name }`, cần có nó trong các tham số
desk-catalogue-name = `{ $file }` không phải danh mục lời của một ngôn ngữ, cần tên tệp kết thúc bằng `.vi.ftl` hoặc `.en.ftl` (đặt cạnh tệp luật: `luat-rieng.vi.ftl` cho `luat-rieng.ron`)

## Nhãn của trang bàn trọng tài (crates/desk/www).

desk-label-title = Bàn trọng tài
# The page's title in the browser's tab
desk-label-page-title = Bàn trọng tài — trongtai
desk-label-home = Trang tài liệu
desk-label-other-lang = English
desk-label-loading = Đang tải trọng tài…
# $ms (Number) - milliseconds from opening the page
desk-label-ready = Sẵn sàng sau { $ms } ms.
desk-label-no-file = Trang này cần được mở qua một máy chủ web (ví dụ: python3 -m http.server trong docs/), vì trình duyệt không tải WebAssembly từ tệp cục bộ.
desk-label-setup = Thiết lập
desk-label-rulebook = Bộ luật
desk-label-own-rules = Tệp luật riêng
desk-label-date = Ngày thi đấu
# The placeholders of the date and duration fields
desk-label-date-format = YYYY-MM-DD
desk-label-duration-format = mm:ss
# The field of the position, and the first columns of the moves' table
desk-label-fen = FEN
desk-label-number = Số
desk-label-coordinates = ICCS/UCI
desk-label-fen-set = Đặt FEN
desk-label-fen-start = Thế ban đầu
desk-label-fen-empty = Bàn trống
desk-label-time-control = Thể thức thời gian
desk-label-tc-none = Không dùng đồng hồ
desk-label-tc-custom = Tự đặt…
desk-label-tc-moves = số nước
desk-label-tc-minutes = phút
desk-label-tc-then = rồi phút
desk-label-tc-increment = cộng giây/nước
desk-label-clocks = Đồng hồ lúc đầu (nếu khác)
desk-label-late-limit = Giới hạn đến muộn (phút)
desk-label-setup-apply = Áp dụng thiết lập
desk-label-case-file = Tệp tình huống
desk-label-source = Nguồn (mô tả)
desk-label-export = Tải về .ron
desk-label-import = Mở tệp tình huống
desk-label-click = Bấm vào bàn cờ:
desk-label-tool-move = đi quân
desk-label-tool-touch = chạm quân
desk-label-tool-accidental = chạm vô ý
desk-label-tool-adjust = sửa quân
desk-label-tool-displace = làm xê dịch quân
desk-label-tool-place = đặt quân (thiết lập)
desk-label-mode-moves = đi và bấm đồng hồ
desk-label-mode-move = đi, chưa bấm đồng hồ
desk-label-mode-play = suy nghĩ rồi đi
desk-label-add-event = Thêm sự việc
desk-label-add = Thêm
desk-label-undo = Bỏ sự việc cuối
desk-label-clear = Xóa mọi sự việc
desk-label-ruling = Phán quyết
desk-label-articles = Điều luật áp dụng
desk-label-penalties = Hình phạt
desk-label-events = Sự việc
desk-label-moves = Các nước đi
desk-label-none = không có
desk-label-footer = Phán quyết do trọng tài của trongtai đưa ra (cùng mã với trongtai replay), chạy trong trình duyệt.
desk-label-expect-ok = Đúng như tệp tình huống dự kiến.
desk-label-expect-bad = Khác với phán quyết mà tệp tình huống dự kiến!
# $rulebook - the rulebook's id and version (and a proposal's status)
desk-label-rules-ok = Tệp luật hợp lệ: { $rulebook }
# $rules - the rule file the scenario names
desk-label-need-rules = Tình huống dùng bộ luật { $rules }: hãy mở tệp luật đó trước.
desk-label-place-first = Chỉ đặt quân khi chưa có sự việc nào.
desk-label-intended-pick = Chọn trên bàn cờ
desk-label-intended-picking = Bấm nước định đi trên bàn cờ…
desk-label-check = chiếu
desk-label-to-move = đến lượt
desk-label-empty = trống
desk-label-off-board = (bấm lại ô đó: ra ngoài bàn)
desk-label-ev-moves = Các nước (đi và bấm)
desk-label-ev-play = Suy nghĩ rồi đi
desk-label-ev-move = Đi quân, chưa bấm
desk-label-ev-press = Bấm đồng hồ
desk-label-ev-elapse = Thời gian trôi
desk-label-ev-claim = Yêu cầu (xử hòa, …)
desk-label-ev-offer = Đề nghị hòa
desk-label-ev-accept = Chấp nhận hòa
desk-label-ev-decline = Từ chối hòa
desk-label-ev-resign = Xin thua
desk-label-ev-arrive = Đến bàn cờ
desk-label-ev-seal = Niêm phong nước đi
desk-label-ev-resume = Tiếp tục ván hoãn
desk-label-ev-explain = Giải thích nước niêm phong
desk-label-ev-abandon = Bỏ ván hoãn
desk-label-ev-notation = Biên bản ghi bằng ký hiệu
desk-label-ev-displace = Quân bị xê dịch
desk-label-ev-restore = Đặt lại quân
desk-label-ev-displacement-found = Trọng tài thấy quân bị xê dịch
desk-label-ev-castle-begun = Nhập thành chỉ đi Vua
desk-label-ev-replaced = Đặt quân rồi đổi ô
desk-label-ev-touch = Chạm quân
desk-label-ev-touch-unordered = Chạm nhiều quân
desk-label-ev-touch-accidental = Chạm vô ý
desk-label-ev-adjust = Sửa quân
desk-label-ev-offence = Vi phạm
desk-label-ev-unrecorded = Không ghi biên bản
desk-label-ev-irregularity = Xếp quân sai
desk-label-ev-two-hands = Nước vừa đi bằng hai tay
desk-label-ev-observed = Trọng tài thấy nước đi sai luật vừa rồi
desk-label-ev-decide = Trọng tài quyết định yêu cầu
desk-label-ev-order-to-vary = Trọng tài buộc đổi nước
desk-label-ev-refuse-to-vary = Không chịu đổi nước
desk-label-ev-witnessed = Trọng tài chứng kiến việc chạm quân
desk-label-f-disputed = việc chạm bị phản đối
desk-label-step-first = Về đầu
desk-label-step-back = Lùi một sự việc
desk-label-step-forward = Tiến một sự việc
desk-label-step-last = Đến sự việc cuối
# $k, $n (Number) - the events ruled, of all of them
desk-label-step-at = Sau { $k }/{ $n } sự việc
desk-label-import-game = Nhập ván cờ: PGN (kể cả ICCS), hoặc FEN rồi các nước đi
desk-label-import-game-go = Nhập ván cờ
# $n (Number) - the moves imported; $notation - the notation's id
desk-label-imported = Đã nhập { $n } nước (ký hiệu { $notation }).
desk-label-glyphs = Chữ trên quân
desk-label-glyphs-latin = Chữ FEN
desk-label-glyphs-vi = Chữ Việt (như ghi biên bản)
desk-label-glyphs-zh = Chữ Hán
desk-label-share = Liên kết tái hiện tình huống
desk-label-share-copy = Chép liên kết
desk-label-share-copied = Đã chép liên kết. Tình huống nằm trong chính liên kết, không gửi đi đâu.
# $why - what could not be read, as the arbiter or the browser said it
desk-label-share-bad = Liên kết không chứa tình huống đọc được: { $why }
desk-label-f-decision = quyết định
desk-label-dec-draw = xử hòa
desk-label-dec-reject = bác yêu cầu
desk-label-dec-grant = chấp thuận cộng thời gian mỗi nước
desk-label-dec-postpone = hoãn quyết định
desk-label-dec-postpone-extra = hoãn quyết định, cộng thời gian cho đối thủ
desk-label-f-side = bên
desk-label-f-time = thời gian mm:ss
desk-label-f-move = nước
desk-label-f-moves = các nước
desk-label-f-square = ô
desk-label-f-squares = các ô
desk-label-f-kind = loại
desk-label-f-intended = nước định đi
desk-label-f-by = bên yêu cầu
desk-label-f-written = đã ghi
desk-label-f-checked = kiểm tra mm:ss
desk-label-f-withdrawn = rút lại
desk-label-f-text = ký hiệu
desk-label-f-name = tên
desk-label-f-first = nước đặt trước
desk-label-f-then = nước đổi sang
desk-label-f-released = đã buông tay
desk-label-f-count = số nước
desk-label-f-from = từ ô
desk-label-f-to = đến ô
desk-label-claim-repetition = lặp lại thế cờ
desk-label-claim-move-count = luật n nước
desk-label-claim-touch-move = chạm quân phải đi
desk-label-claim-illegal-move = nước đi sai luật
desk-label-claim-flag = rơi cờ
desk-label-claim-quickplay-finish = xin xử hòa khi còn dưới 2 phút
desk-label-claim-increment-request = đề nghị cộng thời gian mỗi nước
