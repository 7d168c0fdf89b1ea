### Phán quyết của trọng tài (crates/arbiter/src/said), bằng lời của văn bản luật
### (GLOSSARY.md: "yêu cầu hoà", "đề nghị hoà", "hết giờ", "xử thua", "nước kín", "biên bản").

## Bàn cờ.

said-setup-checkmated = { $side } bị chiếu hết ngay ở thế cờ ban đầu
said-setup-no-move = { $side } hết nước đi ngay ở thế cờ ban đầu mà không bị chiếu
said-setup-drawn-ending = thế cờ ban đầu là cờ tàn hoà `{ $ending }`
said-checkmated = { $side } bị chiếu hết
said-no-move = { $side } hết nước đi mà không bị chiếu
said-drawn-ending = cờ tàn hoà `{ $ending }`

## Lặp lại.

said-forbidden = { $prohibited } ({ $how })
said-persisted-occurred = thế cờ đã lặp lại { $times } lần và bên đó không đổi nước
said-persisted-refused = { $side } không chịu đổi nước theo lệnh trọng tài
said-repeated-neither-varies = thế cờ đã lặp lại { $times } lần và không bên nào đổi nước
said-ordered-to-vary = { $prohibited }: trọng tài buộc { $side } phải đổi nước
said-need-not-vary = { $prohibited }: { $side } không phải đổi nước
said-no-prohibition = { $side } không phạm luật cấm trong lần lặp lại này, không phải đổi nước
said-not-ordered-to-vary = { $side } chưa bị buộc đổi nước: việc không chịu đổi nước không có hệ quả
said-checks-perpetually = { $side } chiếu mãi
said-chases-perpetually = { $side } đuổi bắt mãi { $target } ở { $square } (bằng { $with })
said-and = { $first } và { $second }
said-prohibited-loses = { $conduct }: { $side } phải đổi nước, không đổi thì bị xử thua
said-prohibited-drawn = { $conduct }: xử hoà

## Đề nghị hoà.

said-offer-void-absent = { $side } vắng mặt: lời đề nghị hoà nhân danh { $side } không có giá trị
said-offer-when-lost = { $side } đang bị chiếu hết hoặc sắp hết nước đi, không được đề nghị hoà
said-offer-warned = { $side } đề nghị hoà trong thời gian suy nghĩ của đối phương và bị cảnh cáo
said-offers = { $side } đề nghị hoà
said-nothing-to-accept = lời đề nghị hoà không có giá trị: không có gì để chấp nhận
said-accepts = { $side } chấp nhận đề nghị hoà của { $opponent }
said-declines = { $side } từ chối đề nghị hoà
said-declines-by-moving = { $side } từ chối đề nghị hoà bằng cách đi quân

## Yêu cầu hoà.

said-repetition-claim-no-effect = theo luật này trọng tài tự xử các thế cờ lặp lại; yêu cầu hoà không có hiệu lực
said-repetition-granted = { $side } yêu cầu hoà vì lặp lại thế cờ: thế cờ xuất hiện { $times } lần, xử hoà
said-repetition-granted-intended = { $side } yêu cầu hoà vì lặp lại thế cờ với nước định đi { $intended }: thế cờ xuất hiện { $times } lần, xử hoà
said-repetition-refused = { $side } yêu cầu hoà vì lặp lại thế cờ: thế cờ mới xuất hiện { $times } lần
said-repetition-refused-intended = { $side } yêu cầu hoà vì lặp lại thế cờ với nước định đi { $intended }: thế cờ mới xuất hiện { $times } lần
said-move-count-granted = { $side } yêu cầu hoà theo luật { $needed } nước: { $first } và { $second } nước liền không ăn quân, xử hoà
said-move-count-granted-intended = { $side } yêu cầu hoà theo luật { $needed } nước với nước định đi { $intended }: { $first } và { $second } nước liền không ăn quân, xử hoà
said-move-count-refused = { $side } yêu cầu hoà theo luật { $needed } nước: mới có { $first } và { $second } nước
said-move-count-refused-intended = { $side } yêu cầu hoà theo luật { $needed } nước với nước định đi { $intended }: mới có { $first } và { $second } nước
said-claim-is-offer = yêu cầu của { $side } được coi là đề nghị hoà
said-wrong-claim-time-added = yêu cầu không đúng: +{ $time } cho { $side }
said-wrong-claim-exhausted = yêu cầu không đúng: { $side } bị trừ { $time }, hết thời gian suy nghĩ
said-wrong-claim-charged = yêu cầu không đúng: { $side } bị trừ { $time }
said-must-play-intended = { $side } phải đi nước đã định { $intended }
said-claim-unwritten = { $side } yêu cầu hoà với nước đi chưa ghi vào biên bản: yêu cầu không hợp lệ
said-claim-unproven = { $side } yêu cầu hoà với nước đi ghi trên biên bản không dùng làm bằng chứng được: yêu cầu không hợp lệ
said-intended-not-shown-written = không chứng tỏ được nước định đi đã ghi trước khi yêu cầu
said-clocks-stand-for-check = cả hai đồng hồ ngừng trong { $time } trọng tài kiểm tra yêu cầu
said-claim-withdrawn = { $side } rút yêu cầu: trọng tài không xét
said-claim-not-withdrawable = { $side } không được rút yêu cầu: trọng tài xét như đã đề xuất

## Kết quả do đấu thủ.

said-resigns = { $side } xin thua
said-both-late = cả hai đấu thủ đều đến muộn quá { $limit } sau giờ bắt đầu
said-late = { $side } đến muộn { $at } sau giờ bắt đầu, quá { $limit }
said-plays-on-after-arriving = { $side } đến muộn { $at } sau giờ bắt đầu, trong thời hạn { $limit }: tiếp tục thi đấu, đồng hồ của mình đã chạy
said-plays-on-after-arriving-no-limit = { $side } đến muộn { $at } sau giờ bắt đầu buổi đấu; thời hạn không áp dụng ở đây: tiếp tục thi đấu
said-period-completed = { $side } đã đi đủ số nước của giai đoạn: thời gian của giai đoạn tiếp theo được cộng vào đồng hồ

## Đồng hồ.

said-flag-claimed = { $side } yêu cầu xác nhận { $opponent } đã hết giờ
said-both-flags-down = cả hai bên đều hết giờ: xử hoà
said-flag-claim-own-down = { $side } khiếu nại về thời gian, nhưng chính { $side } đã hết giờ
said-flag-claim-none-down = { $side } khiếu nại về thời gian, nhưng chưa bên nào hết giờ
said-move-incomplete = nước đi của { $side } chưa hoàn thành: chưa bấm đồng hồ thì đã hết giờ
said-flag-fell-cannot-win = { $side } hết giờ, nhưng { $opponent } không có khả năng đánh thắng: xử hoà
said-flag-fell-cannot-win-because = { $side } hết giờ, nhưng { $opponent } không có khả năng đánh thắng ({ $evidence }): xử hoà
said-flag-fell = { $side } hết giờ: { $side } bị xử thua
said-repeated-check-uncounted = nước chiếu lặp lại của { $side } không được tính vào số nước kiểm tra thời gian
said-time-added = +{ $time } cho { $side }

## Kết thúc có nguyên nhân.

said-lost = { $cause }: { $side } bị xử thua
said-cannot-win = { $side } không có khả năng đánh thắng: xử hoà
said-cannot-win-because = { $side } không có khả năng đánh thắng ({ $evidence }): xử hoà
said-penalty-exhausts = hình phạt làm { $side } hết thời gian suy nghĩ
said-loses-game = { $side } bị xử thua
said-error-limit = { $side } đã mắc { $count } { $kind ->
        [technical] lỗi kỹ thuật
       *[conduct] lỗi tác phong
    }, bị xử thua
said-mate-no-checker = không còn quân nào chiếu được
said-mate-separated = không quân nào tấn công được ô mà quân chủ tướng đối phương có thể tới ({ $frozen } quân không bao giờ đi được nữa)
said-mate-no-mating-net = không có cách xếp quân nào vừa chiếu vừa khoá hết các ô thoát
said-mate-no-winning-placement = không có cách xếp quân nào, trên những ô quân có thể tới, khiến đối phương hết nước đi và thua
said-mate-after-every-move = bên đến lượt chỉ có { $moves } nước đi hợp lệ, và sau nước nào cũng vẫn không thể thắng
said-mate-exhausted = đã xét hết { $positions } thế cờ có thể đạt tới, không thế nào là chiếu hết
said-evidence-each = { $first }: { $first_reason }; { $second }: { $second_reason }

## Hoãn ván.

said-seals = ván cờ hoãn; { $side } niêm phong nước kín
said-envelope-waits = { $side } vắng mặt: đồng hồ của { $side } được cho chạy, phong bì giữ niêm phong đến khi { $side } đến
said-sealed-stands-abandoned = nước kín { $sealed } hợp lệ, và { $side } đã bỏ cuộc
said-sealed-illegal = nước kín `{ $sealed }` không hợp lệ
said-sealed-names-no-move = nước kín ghi `{ $sealed }` không chỉ nước đi nào
said-sealed-ask-explain = nước kín ghi `{ $sealed }` không chỉ nước đi nào: { $side } được yêu cầu giải thích
said-sealed-wrong-and-abandoned = { $side } niêm phong nước kín sai và { $opponent } bỏ cuộc: cả hai bị xử thua
said-explained = { $side } giải thích nước kín là { $as_move }, trọng tài chấp nhận
said-unexplained = { $side } không giải thích được nước kín ghi `{ $sealed }`
said-abandons = { $side } bỏ cuộc ván hoãn, bị xử thua
said-abandons-envelope-opened = { $side } bỏ cuộc ván hoãn: phong bì vẫn được mở

## Quân bị xê dịch.

said-displaces = { $who } làm xê dịch quân ở { $from } ({ $place })
said-displaces-own-time = { $who } làm xê dịch quân ở { $from } ({ $place }): phải đặt lại bằng thời gian của mình
said-a-player = một đấu thủ
said-the-player = đấu thủ
said-off-board = ra ngoài bàn cờ
said-onto = sang { $square }
said-restores = { $who } đặt lại các quân bị xê dịch
said-displaced-no-rule = phát hiện quân bị xê dịch: luật không quy định, ván cờ tiếp tục theo thế trên bàn
said-displaced-reinstated = phát hiện quân bị xê dịch: đặt lại thế cờ trước khi sai sót, { $side } đi
said-setup-claim-too-late = đã đi { $first } và { $second } nước: không nhận khiếu nại về vị trí ban đầu nữa, ván cờ tiếp tục

## Kết thúc nhanh.

said-quickplay-not-to-move = { $side } yêu cầu hoà ở giai đoạn kết thúc nhanh, nhưng chỉ đấu thủ có lượt đi mới được yêu cầu
said-quickplay-flag-down = { $side } yêu cầu hoà ở giai đoạn kết thúc nhanh sau khi đã hết giờ: quá muộn
said-quickplay-not-a-finish = { $side } yêu cầu hoà ở giai đoạn kết thúc nhanh, nhưng giai đoạn của đấu thủ vẫn còn định mức số nước: ván cờ chưa ở giai đoạn kết thúc nhanh, yêu cầu không có cơ sở
said-quickplay-with-increment = { $side } yêu cầu hoà ở giai đoạn kết thúc nhanh trong giai đoạn có thời gian cộng thêm mỗi nước: yêu cầu không có cơ sở
said-quickplay-time-left = { $side } yêu cầu hoà ở giai đoạn kết thúc nhanh khi còn { $left }, không ít hơn { $below }: yêu cầu không có cơ sở
said-quickplay-claim = { $side } yêu cầu hoà khi còn { $left }, trước khi hết giờ: trọng tài quyết định
said-quickplay-postponed-drawn = trọng tài công bố kết quả yêu cầu đã hoãn của { $side }: xử hoà
said-quickplay-granted = trọng tài chấp nhận yêu cầu của { $side }: xử hoà
said-quickplay-postponed = trọng tài hoãn quyết định về yêu cầu của { $side }; ván cờ tiếp tục
said-quickplay-rejected = trọng tài bác yêu cầu của { $side }
said-flag-fell-claim-postponed = { $side } hết giờ khi yêu cầu đang được hoãn: trọng tài công bố kết quả

## Biên bản.

said-notation-allowed = { $side } ghi biên bản bằng hệ thống ký hiệu `{ $notation }`, luật cho phép
said-notation-other = { $side } ghi biên bản bằng hệ thống ký hiệu `{ $notation }`, không phải hệ thống luật quy định
said-notation-other-no-evidence = { $side } ghi biên bản bằng hệ thống ký hiệu `{ $notation }`, không phải hệ thống luật quy định: biên bản không dùng làm bằng chứng được
said-no-recording-duty = { $side } không phải ghi biên bản trong loại ván này
said-cannot-record-confirmed = ban tổ chức đã xác nhận trước rằng { $side } không ghi biên bản được: không vi phạm
said-no-recording-this-period = { $side } không phải ghi biên bản trong giai đoạn này của thời gian kiểm tra
said-too-little-time-to-record = { $side } còn quá ít thời gian, không phải ghi biên bản
said-unrecorded = { $side } chưa ghi { $moves } nước vào biên bản: chưa vi phạm

## Đi quân.

said-move-stands-released = { $side } đã buông tay khỏi quân ở điểm đến của { $first }: nước đó có hiệu lực, không được đổi thành { $then }
said-move-stands-placed = { $side } đã đặt quân vào điểm đến của { $first }: dù chưa buông tay, nước đó có hiệu lực, không được đổi thành { $then }
said-move-not-released = { $side } chưa buông tay khỏi quân ở điểm đến của { $first }: nước đi là { $then }
said-castle-complete = { $side } mới đặt Vua vào ô mới: phải hoàn thành nước nhập thành { $castling }
said-castle-illegal = { $side } bắt đầu nhập thành { $castling }, là nước không hợp lệ: coi như đã chạm Vua

## Chạm quân.

said-touch-cannot-carry-out = { $side } không thực hiện được nghĩa vụ chạm quân: được đi bất kỳ nước hợp lệ nào
said-touch-awaits-request = trọng tài chỉ xét việc chạm quân của { $side } nếu { $opponent } đề nghị với trọng tài trước khi đi
said-touch-not-requested = { $opponent } đã đi mà không đề nghị trọng tài xét việc chạm quân của { $side }: ván đấu vẫn diễn ra bình thường, trọng tài không can thiệp
said-touch-not-proven = việc chạm quân của { $side } không được chính người đó công nhận, cũng không được trọng tài chứng kiến: trọng tài không phạt chỉ theo lời một bên
said-plays-as-obliged = { $side } đi { $played }, đúng nghĩa vụ chạm quân
said-witnesses = trọng tài tự chứng kiến việc chạm quân của { $side }
said-touches = { $side } chạm { $piece } { $whose ->
        [own] của mình
       *[opponent] của đối phương
    } ở { $square }
said-piece = quân
said-touch-accidental = { $side } vô ý chạm quân ở { $square }: không phát sinh nghĩa vụ
said-adjusts = { $side } sửa quân ở { $square } sau khi đã báo trước
said-asks-about-touch = { $side } khiếu nại với trọng tài về việc chạm quân của { $opponent } mà không thực hiện được
said-touch-claim-too-late = { $side } khiếu nại vi phạm chạm quân sau khi chính mình đã đi: quá muộn
said-touch-claim-kept = { $side } khiếu nại vi phạm chạm quân, nhưng nước vừa đi đúng nghĩa vụ
said-touch-claim-forfeited = { $side } đã chạm quân trước khi khiếu nại nên mất quyền khiếu nại
said-touch-breach-taken-back = nước đi của { $side } vi phạm nghĩa vụ chạm quân: phải đi lại, và chỉ được đi một trong các nước { $allowed }

## Nước đi sai luật.

said-illegal-move-completes = { $side } đi nước sai luật { $played } (nước sai luật thứ { $number }): bấm đồng hồ là hoàn thành; đối phương được khiếu nại trước khi đi nước của mình
said-illegal-move-reinstated = { $side } đi nước sai luật { $played } (nước sai luật thứ { $number }): đặt lại thế cờ trước nước đó
said-must-move-from = { $side } phải đi quân ở { $square }
said-illegal-move-number = nước sai luật thứ { $number } của { $side }
said-promotion-not-replaced = { $side } bấm đồng hồ khi quân ở ô phong cấp chưa được thay ({ $played }): đặt lại thế cờ
said-illegal-claimed = { $side } khiếu nại nước đi sai luật của { $opponent }
said-illegal-claim-too-late = { $side } khiếu nại nước sai luật { $played } của { $opponent } sau khi đã đi nước của mình: quá muộn, nước đó giữ nguyên và ván cờ tiếp tục
said-illegal-claim-nothing = { $side } khiếu nại nước đi sai luật: không có gì để xử
said-illegal-stands = { $opponent } đã đi mà không khiếu nại: nước sai luật { $played } của { $side } không sửa được nữa; nước đó giữ nguyên và ván cờ tiếp tục từ thế cờ nó tạo ra

## Vi phạm và xếp quân.

said-offence = { $side }: vi phạm `{ $offence }` lần thứ { $number }
said-offence-both = cả hai đấu thủ: vi phạm `{ $offence }`
said-both-at-fault = cả hai đấu thủ đều có lỗi: cả hai bị xử thua
said-irregular-annulled = xếp sai vị trí `{ $irregularity }`: huỷ ván và đấu lại
said-irregular-play-on = xếp sai vị trí `{ $irregularity }`: ván cờ tiếp tục
said-irregular-result-stands = xếp sai vị trí `{ $irregularity }` phát hiện sau ván: giữ nguyên kết quả

# Các bản Luật FIDE từ 2014.
said-repeated-automatic = cùng một thế cờ đã lặp lại { $times } lần: ván cờ hoà, không cần yêu cầu
said-move-count-automatic = mỗi bên đã đi { $moves } nước không đi tốt và không ăn quân: ván cờ hoà, không cần yêu cầu
said-agreement-too-early = thoả thuận hoà khi hai đấu thủ chưa cùng đi ít nhất một nước là không hợp lệ: ván cờ tiếp tục
said-press-without-move = { $side } bấm đồng hồ mà không đi quân: bị xử như một nước sai luật (nước sai luật thứ { $number })
said-two-hands = { $side } đi nước cờ bằng hai tay: bị xử như một nước sai luật (nước sai luật thứ { $number }); nước cờ giữ nguyên
said-two-hands-counted-once = nước sai luật của { $side } cũng được đi bằng hai tay: chỉ tính là một nước sai luật
said-illegal-observed = trọng tài thấy nước sai luật của { $side } trước khi { $opponent } đi nước tiếp theo
said-promotion-becomes = { $side } bấm đồng hồ khi quân ở ô phong cấp chưa được thay ({ $played }): nước sai luật; quân đó được thay bằng { $piece }
said-claim-right-lost-by-touch = { $side } đã chạm quân trước khi yêu cầu: mất quyền yêu cầu hoà ở nước này
said-increment-requested = { $side } đề nghị cộng thời gian mỗi nước cho cả hai bên: đây là một đề nghị hoà
said-increment-granted = trọng tài chấp thuận đề nghị của { $side }: mỗi nước đi cả hai bên được cộng { $increment }
said-increment-rejected = trọng tài bác đề nghị cộng thời gian của { $side }
