### Lý do ván cờ kết thúc và nội dung hình phạt, viết thường.

reason-ongoing = ván đấu tiếp tục
reason-checkmate = chiếu hết
reason-stalemate = hết nước đi
reason-drawn-ending = thế cờ hoà
reason-resignation = xin thua
reason-agreement = thoả thuận hoà
reason-flag-fall = hết giờ
reason-flag-fall-cannot-win = hết giờ, đối phương không thể chiếu hết
reason-both-flags-down = cả hai bên hết giờ
reason-repetition = lặp lại thế cờ
reason-move-count = luật số nước
reason-late-arrival = đến muộn
reason-both-late = cả hai bên đến muộn
reason-perpetual-check = chiếu mãi
reason-perpetual-chase = đuổi bắt mãi
reason-illegal-sealed-move = nước niêm phong không hợp lệ
reason-wrong-sealed-move = nước niêm phong ghi sai
reason-abandoned = bỏ ván
reason-penalty-exhausted-time = hết giờ do bị phạt
reason-illegal-moves = đi sai luật quá số lần
reason-error-limit = phạm lỗi quá số lần
reason-offence = vi phạm bị xử thua
reason-annulled = huỷ ván
reason-quickplay-finish = hoà khi kết thúc nhanh (trọng tài xử)

penalty-time-to-opponent = cộng thời gian cho đối phương
penalty-time-deducted = trừ thời gian
penalty-warning = cảnh cáo
penalty-reminder = nhắc nhở
penalty-technical-error = lỗi kỹ thuật
penalty-conduct-error = lỗi tư cách
penalty-loss = xử thua
