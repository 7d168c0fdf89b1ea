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
