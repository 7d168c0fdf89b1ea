### Lỗi của engine (crates/engine): định nghĩa môn cờ không biên dịch được, FEN không đọc được,
### nước đi không phải là nước đi. Quân, vùng, bên và kiểu nhập thành theo định danh của chúng
### trong định nghĩa môn cờ; ô và các trường FEN như đã viết.

## Định nghĩa môn cờ không biên dịch được.

engine-ending-unknown-piece = thế kết thúc `{ $ending }`: không có quân `{ $piece }`
engine-ending-unknown-zone = thế kết thúc `{ $ending }`: không có vùng `{ $zone }`
engine-zone-rank-off = vùng `{ $zone }`: hàng { $rank } nằm ngoài bàn cờ
engine-zone-square-off = vùng `{ $zone }`: cột { $file }, hàng { $rank } nằm ngoài bàn cờ
engine-zone-not-a-square = vùng `{ $zone }`: `{ $square }` không phải là một ô của bàn cờ
engine-board-too-large = bàn cờ { $files }x{ $ranks } không vừa trong { $capacity } ô
engine-sides = định nghĩa { $n } bên, cần đúng 2
engine-too-many-kinds = định nghĩa { $n } loại quân; chỉ hỗ trợ nhiều nhất { $max }
engine-unknown-zone = không có vùng `{ $zone }`
engine-unknown-piece = không có quân `{ $piece }`
engine-step-nowhere = quân `{ $piece }`: bước (0, 0) không đi đến đâu
engine-passable-two-steps = quân `{ $piece }`: nước đi có thể bị bắt qua đường phải là một lượt đi đúng hai bước
engine-castling-not-a-square = nhập thành `{ $castling }`: `{ $square }` không phải là một ô
engine-castling-one-rank = nhập thành `{ $castling }`: mọi ô phải trên cùng một hàng
engine-too-many-castlings = chỉ hỗ trợ nhiều nhất { $max } kiểu nhập thành cho mỗi bên
engine-too-many-lines = quá nhiều đường
engine-line-tables-too-large = bảng đường đi quá lớn
engine-no-line-index = bảng nước đi không tìm được chỉ số cho đường đi qua ô { $square }, dọc theo đó có { $bits } ô có thể chặn nước đi (trên bàn cờ hơn 64 ô, một cột dài vắt qua hai nửa các bit của bàn cờ nên không thể lập chỉ số); cần một bàn cờ có cột ngắn hơn hoặc ít ô hơn (8×16 và 9×12 không biên dịch được; 16×8, 12×10, 11×11 được)

## FEN.

fen-invalid = FEN không hợp lệ: { $why }
fen-impossible = thế cờ không thể có: { $why }
fen-empty = FEN rỗng
fen-ranks = cần { $expected } hàng ngăn cách bởi `/`, có { $found }
fen-zero-run = hàng { $rank }: một dãy 0 ô trống
fen-rank-files = hàng { $rank } có { $found } cột, cần { $expected }
fen-rank-beyond = hàng { $rank } có hơn { $found } cột, cần { $expected }
fen-rank-too-long = hàng { $rank } có hơn { $files } cột
fen-unknown-letter = không có chữ quân `{ $letter }` (môn cờ này dùng { $letters } và chữ thường của chúng)
fen-no-side = thiếu bên đi
fen-bad-side = bên đi `{ $side }`: cần `{ $first }` hoặc `{ $second }`
fen-royals = bên `{ $side }` có { $n } quân vương, cần đúng 1
fen-no-castling = trường nhập thành `{ $field }`: môn cờ này không có nhập thành, cần `-`
fen-castling-letters = trường nhập thành `{ $field }`: cần `-` hoặc các chữ trong { $letters }
fen-castling-right = quyền nhập thành `{ $right }` cần quân vương ở { $royal } và quân `{ $partner }` ở { $partner_square }
fen-en-passant-field = trường bắt qua đường `{ $field }`: cần `-` hoặc một ô
fen-en-passant-square = ô bắt qua đường { $square } không theo sau một nước có thể bị bắt qua đường
fen-halfmove = đồng hồ nửa nước `{ $field }`: cần một số nguyên
fen-fullmove = số thứ tự nước `{ $field }`: cần một số nguyên từ 1
fen-trailing = có `{ $extra }` thừa sau số thứ tự nước
fen-misplaced = quân `{ $piece }` của bên `{ $side }` ở { $square }, nơi nó không bao giờ được đứng
fen-mover-in-check = bên `{ $side }` đang bị chiếu nhưng đến lượt bên `{ $turn }` đi
fen-other-game = thế cờ không thuộc môn cờ này

## Một quân bị đặt đến chỗ nước đi không đưa nó tới (nước sai luật mà luật cho giữ nguyên).

displace-squares = một quân được đặt từ một ô của bàn cờ sang một ô khác
displace-no-piece = không có quân nào ở { $square }
displace-not-own = quân ở { $square } không phải của bên `{ $side }`
displace-own-piece = ở { $square } có quân của chính bên `{ $side }`
displace-royal = ở { $square } là quân vương, không bao giờ bị bắt
displace-board-too-large = bàn cờ quá lớn

## Nước đi viết bằng tọa độ.

move-invalid = nước đi không hợp lệ `{ $text }`: cần ký hiệu tọa độ như e2e4, e7e8q hoặc h3e3
move-no-such-square = nước đi không hợp lệ `{ $text }`: `{ $square }` không phải là một ô của bàn cờ này, cần ký hiệu tọa độ trên các ô của nó (từ { $first } đến { $last })
move-illegal = nước đi sai luật `{ $text }` trong thế cờ này
