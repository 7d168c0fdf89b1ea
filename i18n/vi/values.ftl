### Giá trị nói cho người đọc: thời gian, số đếm và lời nói các giá trị của tệp luật
### (crates/rulebook/src/human.rs). Giá trị nào không có lời thì in nguyên định danh.

## Thời lượng.

duration-hours = { $n } giờ
duration-minutes = { $n } phút
duration-seconds = { $n } giây
duration-millis = { $n } mili giây
duration-alternatives = { $list } { $unit ->
        [hours] giờ
        [minutes] phút
        [seconds] giây
       *[millis] mili giây
    }
time-negative = -{ $time }

## Danh sách.

list-or = { $items } hoặc { $last }
list-and = { $items } và { $last }
list-none = không có

## Giới hạn của quyền được giao.

bounds-range = từ { $min } đến { $max }
bounds-at-least = ít nhất { $min }
bounds-at-most = nhiều nhất { $max }
bounds-any = bất kỳ giá trị nào

## Thể thức thời gian.

period-moves = { $n } nước trong { $time }
period-whole-game = { $time } cho cả ván
period-rest = { $time } cho phần còn lại
period-increment = { $period }, +{ $inc } mỗi nước
period-delay = { $period }, trễ { $delay } mỗi nước
period-repeat-to-end = { $period }, lặp lại đến hết ván
period-repeat = { $period }, lặp lại { $n } lần
period-no-scoresheet = { $period }, không ghi biên bản
time-control-then = { $before }; sau đó { $next }

## Giá trị khác.

value-forbidden = cấm: các quy tắc, nguồn và cách hiểu ở trang đuổi bắt mãi
value-yes = có
value-no = không
value-set-by-organisers = do ban tổ chức chọn: { $options }
value-add-to-opponent = đối thủ được cộng { $time }
value-deduct-from-claimant = người đề nghị bị trừ { $time }
value-time-to-opponent = đối thủ được cộng { $time }
value-only = chỉ có { $value }
late-limit-at-resumption = { $limit }, kể cả khi tiếp tục ván hoãn
late-limit-not-at-resumption = { $limit }, không áp dụng khi tiếp tục ván hoãn

value-word = { $id ->
        [Any] bất kỳ
        [from] từ
        [under] dưới
        [increments] số lần cộng thêm
        [others] các thể loại khác
        [rules] bộ luật
        [article] điều
        [None] không có
        [Nothing] không gì
        [Draw] hoà
        [cannot_record] người không thể ghi biên bản
        [win] thắng
        [draw] hoà
        [loss] thua
        [ConfirmedByOrganisers] do ban tổ chức xác nhận từ trước
        [Loss] xử thua
        [Void] không có hiệu lực
        [Warning] cảnh cáo
        [Reminder] nhắc nhở
        [TechnicalError] lỗi kỹ thuật
        [ConductError] lỗi tư cách
        [TreatAsDeliberate] coi như cố ý
        [SideToMoveLoses] bên đến lượt đi thua
        [OpponentWins] đối thủ thắng
        [BothLose] cả hai bên thua
        [SealerLoses] người ghi nước kín thua
        [SealerLosesUnlessExplained] người ghi nước kín thua trừ khi giải thích được
        [FirstSideRuns] đồng hồ bên đi trước chạy
        [ByArbiter] do trọng tài xác định
        [OnClaim] khi có khiếu nại
        [Annul] huỷ ván, chơi lại
        [Continue] tiếp tục ván đấu
        [ResultStands] giữ nguyên kết quả
        [NotApplicable] không áp dụng
        [NotInThisLaw] luật này không quy định
        [AtResumption] khi tiếp tục ván hoãn
        [AfterAnnouncing] sau khi báo trước
        [CaptureOnly] chỉ khi ăn quân
        [CaptureOrIrreversible] khi ăn quân hoặc nước không đảo ngược
        [Automatic] tự động
        [Claim] khi khiếu nại
        [CheckingSideLoses] bên chiếu mãi thua
        [CannotCheckmate] không thể chiếu hết
        [NeitherCanCheckmate] không bên nào có thể chiếu hết
        [ClaimedOrWitnessed] khi khiếu nại hoặc trọng tài chứng kiến
        [MustComplete] phải hoàn thành
        [Restore] đặt lại
        [AsIllegalMove] như nước đi không hợp lệ
        [Exactly] đúng
        [occurrences] số lần lặp
        [repetitions] số lần lặp
        [moves] số nước
        [reset] đếm lại
        [checks_count_at_most] nước chiếu tính tối đa
        [penalty] phạt
        [intended_move_played] nước dự định được đi
        [technical] lỗi kỹ thuật
        [conduct] lỗi tư cách
        [exempt_below] miễn ghi khi còn dưới
        [unrecorded_run] số nước liên tiếp không ghi
        [one_piece] một quân
        [several_pieces] nhiều quân
        [in_periods_of] trong mỗi giai đoạn
        [sanctions] hình phạt
        [drawn_if] hoà nếu
        [below] còn dưới
        [postponed] khi hoãn quyết định
        [rejected] khi bác yêu cầu
        [clauses] các khoản
        [claim] yêu cầu
        [drawn] xử hoà
        [Anywhere] ở bất kỳ đâu trong ván
        [ConsecutiveAlternateMoves] liên tiếp, sau mỗi hai nước của mỗi bên
        [Moves] tự động hoà khi mỗi bên đủ
        [Moving] khi đi quân
        [TouchingAPiece] khi chạm quân để đi hoặc bắt
        [OpponentWinsUnlessCannotMate] đối thủ thắng, trừ khi đối thủ không thể chiếu hết (khi đó hoà)
        [DrawOnceBothMoved] hoà, nếu cả hai bên đã đi ít nhất một nước
        [AnnulUnlessMoves] huỷ ván, trừ khi mỗi bên đã đi đủ
        [IllegalMoveBecomes] nước đi không hợp lệ; quân được thay bằng
        [WhenFound] khi phát hiện
        [SeenOrClaimedBeforeReply] khi trọng tài thấy hoặc đối thủ khiếu nại trước khi đi nước tiếp
        [ruled] xử lý
        [press_without_move_sanctions] khoản phạt việc bấm đồng hồ mà không đi
        [two_hands_sanctions] khoản phạt việc đi bằng hai tay
        [press_without_move] bấm đồng hồ mà không đi
        [two_hands] đi một nước bằng hai tay
        [increment_request] đề nghị cộng thời gian mỗi nước
        [increment] thời gian cộng mỗi nước
        [awarded] thời gian cộng cho đối thủ
        [without_increment] chỉ ván không cộng giờ
        [plies_apart] số nửa nước giữa hai lần
       *[other] { $id }
    }
