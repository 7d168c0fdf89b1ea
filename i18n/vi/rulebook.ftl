### Những gì bộ kiểm tra tệp luật nói (crates/rulebook): mỗi lỗi một dòng, có vị trí
### `đường-dẫn:dòng:cột: lời`, viết thường, không có dấu chấm cuối, nói điều cần có. Đường dẫn,
### định danh, trường và giá trị trong dấu ` là như tệp luật viết.

problem-at = { $file }:{ $line }:{ $column }: { $message }
rulebook-unknown-id = không có bộ luật mang định danh `{ $id }`{ $hint }, cần một trong { $known } hoặc đường dẫn tới một tệp .ron
did-you-mean = {" "}(có phải `{ $id }`?)

## RON không đọc được (lỗi của bộ đọc, nói bằng lời của chúng tôi).

ron-within = {" "}trong `{ $outer }`
ron-unknown-field = không có trường `{ $found }`{ $within }, cần một trong { $expected }
ron-missing-field = thiếu trường `{ $field }`{ $within }, cần đặt giá trị cho nó
ron-duplicate-field = trường `{ $field }` bị lặp{ $within }, chỉ được viết một lần
ron-unknown-variant = không có biến thể `{ $found }`{ $within }, cần một trong { $expected }
ron-wrong-type = sai kiểu giá trị: cần `{ $expected }`, gặp `{ $found }`
ron-wrong-length = cần `{ $expected }`, gặp { $found } phần tử
ron-eof = tệp kết thúc đột ngột, cần phần còn lại của giá trị (thiếu `)`, `]` hay `{"}"}`?)
ron-trailing = có văn bản thừa sau giá trị, cần kết thúc tệp
ron-expected-comma = cần một dấu phẩy
ron-expected-string = cần một chuỗi trong dấu ngoặc kép
ron-expected-char = cần một ký tự trong dấu nháy đơn
ron-expected-integer = cần một số nguyên
ron-expected-float = cần một số
ron-expected-boolean = cần `true` hoặc `false`
ron-expected-option = cần `Some(...)` hoặc `None`
ron-expected-close = cần `{ $close }`
ron-expected-colon = cần `:` sau khoá
ron-expected-open = cần `(`
ron-expected-named = cần `{ $name }(`
ron-wrong-name = cần `{ $expected }`, gặp `{ $found }`
ron-expected-array = cần `[`
ron-expected-map = cần `{"{"}`
ron-expected-identifier = cần một định danh (tên trường hoặc tên biến thể)
ron-unexpected-char = ký tự không mong đợi { $found }
ron-invalid-escape = chuỗi có ký tự thoát không hợp lệ, cần `\n`, `\t`, `\"`, `\\` hoặc `\u{"{"}…{"}"}`
ron-invalid-digit = `{ $digit }` không phải là chữ số hệ { $base }
ron-unclosed-comment = một chú thích chưa được đóng, cần `*/`
ron-not-utf8 = UTF-8 không hợp lệ, cần văn bản mã hoá UTF-8
ron-too-deep = giá trị lồng nhau quá sâu
ron-other = bộ đọc RON từ chối đoạn này ({ $code })

## Đọc một tệp luật và theo `extends` của nó.

rulebook-unknown-game = không có môn cờ `{ $game }`, cần một môn cờ của thư viện hoặc đường dẫn tới một tệp .ron
rulebook-no-library-file = không có tệp `{ $file }` trong thư viện `{ $library }`, cần một trong { $known }
rulebook-not-in-library = không có tệp `{ $file }` trong thư viện, cần một tệp có thật
rulebook-cycle = `{ $key }` tạo thành vòng lặp ({ $chain }), cần một chuỗi kết thúc ở một bộ luật không có `extends` hay `amends`
rulebook-cannot-read-extended = không đọc được `{ $file }`: { $why }
rulebook-shipped-id = định danh `{ $id }` là định danh của một bộ luật kèm theo chương trình, cần một định danh riêng của tệp này (ví dụ `{ $id }-local`)
rulebook-id-not-file-name = định danh `{ $id }` khác tên tệp, cần `{ $stem }`
rulebook-cannot-merge = không gộp được tệp này ({ $detail })
rulebook-merged-unreadable = bộ luật đã gộp không đọc lại được ({ $detail })
rulebook-empty-chain = chuỗi rỗng, cần một bộ luật
rulebook-cannot-read-game = không đọc được định nghĩa môn cờ `{ $file }`: { $why }

## Giới hạn của các số và khoảng thời gian.

limit-duration = `{ $value }` tại `{ $path }` dài hơn giới hạn 1000 giờ ({ $max } ms), cần một khoảng thời gian trong giới hạn đó
limit-points-denominator = số điểm `{ $key }` tại `{ $path }` có mẫu số 0, cần một phân số `(tử số, mẫu số)` với mẫu số ít nhất là 1
limit-period-moves = `{ $path }` bằng 0, cần ít nhất 1 nước trong một giai đoạn (hoặc không có `moves` cho mọi nước còn lại)
limit-count = `{ $value }` tại `{ $path }` vượt giới hạn { $max } của một số đếm, cần nhiều nhất { $max }

## Hình thức của một bộ luật, định danh, ngày tháng và điều luật.

rulebook-bad-id = định danh `{ $id }` không hợp lệ, cần chữ thường, chữ số và `-`
rulebook-bad-version = phiên bản `{ $version }` không hợp lệ, cần một phiên bản dạng x.y.z
rulebook-field-not-a-date = `{ $field }` là `{ $value }`, cần một ngày dạng YYYY-MM-DD
rulebook-bad-date = ngày `{ $date }` không hợp lệ, cần một ngày dạng YYYY-MM-DD
rulebook-date-before-law = ngày `{ $date }` trước ngày luật của nó ({ $law }) có hiệu lực ({ $effective }), cần một ngày từ { $effective } trở đi
rulebook-missing = thiếu `{ $what }`, cần { $expected } (ở đây hoặc trong một bộ luật mà bộ này mở rộng)
rulebook-missing-law = văn bản luật mà bộ luật này mã hoá
rulebook-missing-game = định nghĩa môn cờ và các điều luật của nó
rulebook-missing-game-file = đường dẫn tới định nghĩa môn cờ
rulebook-missing-checkmate = kết quả có trích dẫn điều luật cho trường hợp chiếu hết
rulebook-missing-stalemate = kết quả có trích dẫn điều luật cho trường hợp hết nước đi
rulebook-missing-value = một giá trị có trích dẫn điều luật
rulebook-missing-section = phần `{ $section }`
rulebook-incomplete = bộ luật chưa đủ, cần luật, môn cờ và các quy tắc kết thúc ván
rulebook-empty-article = điều luật của `{ $key }` để trống, cần số hiệu của một điều
rulebook-empty-ending-article = điều luật của kết cục `{ $ending }` để trống, cần số hiệu của một điều
rulebook-touch-clauses = `touch_move.clauses.{ $list }` nêu { $clauses } khoản cho { $steps } bước, cần mỗi bước một khoản
rulebook-no-article = không có điều luật cho `{ $key }`, cần `"{ $key }": "<điều>"` trong `game.articles`
rulebook-unknown-key = không có khoá `{ $key }` trong `game.{ $kind }`, cần một trong { $expected }
rulebook-duplicate-ending = định danh kết cục `{ $id }` bị lặp, mỗi định danh chỉ được dùng một lần
rulebook-cannot-checkmate-ending = kết cục `{ $id }`: một kết cục hoà khớp với bất kỳ bên nào là `one`, nên `CannotCheckmate` sẽ xử hoà một ván mà một bên vẫn có thể thắng; cần `NeitherCanCheckmate`
rulebook-ending-unknown-piece = không có quân `{ $piece }` trong kết cục `{ $id }`, cần một trong { $known }

## Văn bản địa phương: hình thức, ngày tháng, và những gì luật cho phép chúng thay đổi.

local-versions-without-local = `versions` thuộc về một văn bản địa phương, cần một phần `local` (cơ quan ban hành và căn cứ pháp lý) hoặc đặt trực tiếp các giá trị
local-not-delegated = `{ $path }` không được `{ $authority }` cho phép thay đổi, cần một đường dẫn mà nó khai báo là được thay đổi: { $known }
local-wider-bounds = giới hạn của `{ $path }` rộng hơn mức `{ $authority }` cho phép tại { $article }, cần giới hạn trong phạm vi { $expected }
local-no-such-value = `{ $path }` không chỉ tới giá trị nào của bộ luật này, cần đường dẫn của một giá trị như `trongtai rules show` in ra (ví dụ `clock.late_arrival`), có thể đi tiếp vào các trường của nó
local-empty-delegation-article = điều luật cho phép thay đổi `{ $path }` để trống, cần điều luật trao quyền đó
local-empty-bounds = giới hạn của `{ $path }` không cho phép giá trị nào, cần một danh sách không rỗng hoặc `min` không lớn hơn `max`
local-without-extends = một văn bản địa phương thay đổi một luật, cần `extends` chỉ tới bộ luật của luật đó
local-values-outside-versions = một văn bản địa phương đặt các giá trị của nó trong `versions`, mỗi phiên bản có ngày tháng, cần `{ $section }` nằm trong một phiên bản
local-no-versions = một văn bản địa phương không có `versions` thì không thay đổi gì, cần ít nhất một phiên bản có ngày tháng
local-basis-backwards = căn cứ pháp lý hết hiệu lực ngày { $until }, trước ngày bắt đầu { $from }, cần `valid_until` từ `valid_from` trở đi
local-version-backwards = phiên bản từ { $from } kết thúc ngày { $until }, trước khi bắt đầu, cần `until` từ `from` trở đi
local-before-basis = phiên bản từ { $from } bắt đầu trước khi căn cứ pháp lý của nó ({ $document }) có hiệu lực ngày { $basis_from }, cần `from` từ { $basis_from } trở đi
local-outlives-basis = phiên bản từ { $from } kéo dài đến { $until } nhưng căn cứ pháp lý của nó ({ $document }) hết hiệu lực ngày { $basis_until }, cần `until` không sau { $basis_until }
local-version-order = phiên bản từ { $from } được viết sau phiên bản từ { $previous }, cần các phiên bản theo thứ tự cũ trước mới sau, mỗi `from` sau `from` của phiên bản trước
local-version-gap = phiên bản từ { $from } kết thúc ngày { $until } và phiên bản sau bắt đầu ngày { $next }: từ { $gap_from } đến { $gap_until } sẽ không có quy định nào của văn bản có hiệu lực, cần `until` ngày { $gap_until } hoặc không có `until` (một phiên bản kéo dài đến khi phiên bản sau bắt đầu)
local-version-overlap = phiên bản từ { $from } kéo dài đến { $until }, sau khi phiên bản sau bắt đầu ngày { $next }: hai phiên bản sẽ chồng lên nhau, cần `until` ngày { $expected } hoặc không có `until` (một phiên bản kéo dài đến khi phiên bản sau bắt đầu)
local-sets-and-repeals = phiên bản từ { $from } vừa đặt vừa bãi bỏ `{ $path }`, cần chỉ một trong hai
local-repeals-unset = `repeal` nêu `{ $path }`, giá trị mà không phiên bản nào trước đó của văn bản này đặt, cần đường dẫn của một giá trị do một phiên bản trước đặt, như `trongtai rules show` in ra: { $known }
local-runs-on = cảnh báo: `{ $path }` được phiên bản từ { $from } đặt nhưng phiên bản sau, từ { $next }, không đặt: nó tiếp tục mang giá trị của phiên bản từ { $from } (một giá trị giữ nguyên đến khi một phiên bản sau đặt lại hoặc bãi bỏ nó); hãy viết nó vào phiên bản từ { $next } để nói rõ điều đó, hoặc `repeal` nó để trở lại giá trị của luật
local-before-law = phiên bản từ { $from } bắt đầu trước khi luật của `{ $law }` có hiệu lực ngày { $effective }, cần `from` từ { $effective } trở đi
local-fixed-above = `{ $path }` đã được `{ $by }` ấn định, mà văn bản này mở rộng, cần một giá trị mà `{ $by }` lại cho phép thay đổi trong `overridable` của chính nó
local-undeclared-none = `{ $path }` không được `{ $law }` khai báo là được thay đổi, cần một giá trị mà luật cho phép cấp dưới thay đổi: không có giá trị nào, luật này không cho phép thay đổi giá trị nào
local-undeclared = `{ $path }` không được `{ $law }` khai báo là được thay đổi, cần một giá trị mà luật cho phép cấp dưới thay đổi: một trong { $known }
local-bounds-for = {" "}cho `{ $declared }`
local-out-of-bounds = `{ $path }` { $found }, ngoài giới hạn mà `{ $law }` đặt tại { $article }{ $declared }, cần { $expected }
bounds-is = là { $value }
bounds-no-duration = không chứa khoảng thời gian nào
bounds-no-number = không chứa số nào
expect-any-value = một giá trị bất kỳ
expect-any-duration = một khoảng thời gian bất kỳ
expect-any-number = một số bất kỳ
expect-duration-range = một khoảng thời gian từ { $min } đến { $max }
expect-duration-at-least = một khoảng thời gian ít nhất { $min }
expect-duration-at-most = một khoảng thời gian nhiều nhất { $max }
expect-duration-in = một khoảng thời gian là { $list }
expect-number-range = một số từ { $min } đến { $max }
expect-number-at-least = một số ít nhất là { $min }
expect-number-at-most = một số nhiều nhất là { $max }
expect-number-in = một số là { $list }

## Đề xuất sửa đổi luật, và những thay đổi nằm ngoài luật.

proposal-and-local = một tệp hoặc là văn bản địa phương hoặc là đề xuất sửa đổi, cần `local` hoặc `proposal`, không được cả hai
proposal-with-law = một đề xuất sửa đổi luật mà nó mở rộng và không mang nguồn gốc nào của luật đó, cần không có phần `law` (ai đề xuất thì ghi trong `proposal`)
proposal-without-extends = một đề xuất thay đổi một luật, cần `extends` chỉ tới bộ luật của luật đó
proposal-over-local = một đề xuất sửa đổi một luật, cần `extends` chỉ tới một luật hoặc một đề xuất khác, không phải văn bản địa phương `{ $id }`
local-over-proposal = một văn bản địa phương dùng quyền mà một luật đang có hiệu lực trao, cần `extends` chỉ tới một luật, không phải đề xuất `{ $id }`
outside-law-delegated = `{ $path }` thay đổi một giá trị của `{ $law }`{ $document } trong một tệp không thuộc luật đó, cần một phần `local` (ai ban hành văn bản, trên căn cứ nào, và các phiên bản có ngày tháng): luật cho phép thay đổi `{ $declared }` tại { $article }
outside-law-not-delegated = `{ $path }` thay đổi một giá trị của `{ $law }`{ $document } mà luật không cho phép thay đổi, trong một tệp không thuộc luật đó, cần một phần `proposal` nêu ai đề xuất (một thay đổi mà luật không cho phép là một đề xuất sửa đổi, và được trình bày như vậy)
outside-law-delegates = tệp này khai báo { $paths } là được thay đổi cho `{ $law }`{ $document }, điều mà chỉ cơ quan ban hành luật mới có quyền cho phép, cần một phần `proposal` nêu ai đề xuất việc cho phép đó

## Định nghĩa môn cờ: bàn cờ, các bên, vùng, quân, nhập thành, thế cờ ban đầu.

game-unknown-zone = không có vùng `{ $zone }` trong { $what }, cần một trong { $known }
game-unknown-piece = không có quân `{ $piece }` trong { $what }, cần một trong { $known }
game-square-off = ô `{ $square }` trong { $what } không nằm trên bàn cờ, cần từ a1 đến { $last }
game-board-files = bàn cờ có { $n } cột, cần từ 1 đến { $max }
game-board-ranks = bàn cờ có { $n } hàng, cần từ 1 đến { $max }
game-board-squares = bàn cờ có { $n } ô, cần nhiều nhất { $max }
game-sides = có { $n } bên, cần đúng hai bên
game-duplicate-side = định danh bên `{ $id }` bị lặp, cần hai định danh khác nhau
game-side-letter = chữ FEN '{ $letter }' của bên `{ $id }`, cần một chữ cái ASCII thường riêng biệt
game-zone-rank = vùng `{ $zone }` nêu hàng { $rank }, cần từ 1 đến { $ranks }
game-zone-files = vùng `{ $zone }` có các cột từ { $first } đến { $last }, cần 1 ≤ đầu ≤ cuối ≤ { $max }
game-zone-ranks = vùng `{ $zone }` có các hàng từ { $first } đến { $last }, cần 1 ≤ đầu ≤ cuối ≤ { $max }
game-where-zone = vùng `{ $zone }`
game-look-colour = màu `{ $colour }` của bên `{ $id }`, cần dạng `#rrggbb` (sáu chữ số thập lục phân)
game-characters = quân `{ $id }` có { $n } ký tự, cần đúng một ký tự (không để trống) cho mỗi bên trong { $sides } bên
game-duplicate-piece = định danh quân `{ $id }` bị lặp, mỗi định danh chỉ được dùng một lần
game-piece-letter = chữ FEN '{ $letter }' của quân `{ $id }`, cần một chữ cái ASCII hoa
game-piece-letter-taken = chữ FEN '{ $letter }' của quân `{ $id }` đã được `{ $other }` dùng, cần mỗi loại quân một chữ
game-where-confined = `confined` của quân `{ $id }`
game-where-placement = `placement` của quân `{ $id }`
game-no-moves = quân `{ $id }` không có nước đi nào, cần ít nhất một
game-zero-step = một nước đi của quân `{ $id }` có bước (0, 0), cần một bước khác không
game-ride = một nước đi dài của quân `{ $id }` đi từ { $min } đến { $max } bước, cần 1 ≤ min ≤ max
game-hop-screen = một nước nhảy của quân `{ $id }` không có ngòi, cần `screens` ≥ 1
game-where-from-zone = `from_zone` của một nước đi của quân `{ $id }`
game-where-from-outside = `from_outside` của một nước đi của quân `{ $id }`
game-where-promotion = việc phong cấp của quân `{ $id }`
game-no-promotion-choices = việc phong cấp của quân `{ $id }` không có lựa chọn nào, cần ít nhất một quân
game-where-promotion-choices = các lựa chọn phong cấp của quân `{ $id }`
game-no-royal = không có quân chủ (Vua/Tướng), cần ít nhất một quân có `royal: true`
game-duplicate-castling = định danh nhập thành `{ $id }` bị lặp, mỗi định danh chỉ được dùng một lần
game-castling-letter = chữ FEN '{ $letter }' của nhập thành `{ $id }`, cần một chữ cái ASCII hoa riêng biệt
game-where-partner = quân đi cùng trong nhập thành `{ $id }`
game-where-castling = nhập thành `{ $id }`
game-royals-facing = `RoyalsFacing` cần các bước khác không, ví dụ `[(0, 1)]`
game-start-ranks = thế cờ ban đầu có { $n } hàng, cần { $ranks }
game-start-letter = thế cờ ban đầu có chữ '{ $letter }', cần chữ FEN của một quân
game-start-files = hàng { $rank } của thế cờ ban đầu có { $n } cột, cần { $files }
game-start-side = thế cờ ban đầu thiếu bên đi trước, cần một trong { $letters }

## Tệp ký hiệu (crates/notation).

notation-unreadable = { $why }, cần một tệp ký hiệu (xem rules/notation/README.md)

rulebook-more-problems = và { $rest } lỗi nữa từ đây trở đi, không liệt kê; cần sửa các lỗi trên trước

rulebook-extends-or-amends = một tệp có `extends` (phụ lục hoặc điều lệ) hoặc `amends` (lần ban hành mới), cần chỉ một trong hai
rulebook-chain-too-deep = `extends` sâu quá giới hạn { $limit } tệp (từ { $first }), cần một chuỗi tối đa { $limit } tệp kết thúc ở một bộ luật không có `extends`

rulebook-id-too-long = định danh `{ $id }` có { $chars } ký tự, cần tối đa { $limit }
rulebook-label-too-long = `{ $field }.{ $lang }` có { $chars } ký tự, cần tối đa { $limit } (văn bản dài hơn thuộc về ghi chú)
rulebook-renumber-without-amends = `renumber` dẫn lại các điều của một lần ban hành được sửa đổi, chỉ dùng cùng `amends`
rulebook-edition-without-law = một lần ban hành sửa đổi lần khác là một văn bản luật riêng, cần có phần `law` của riêng nó
rulebook-renumber-empty = đánh số lại `{ $old }` -> `{ $new }` có một vế trống, cần hai số điều
rulebook-unencoded-without-amends = `unencoded_before` kể các lần ban hành giữa lần được sửa đổi và lần này, chỉ dùng cùng `amends`

shown-cut = …(+{ $bytes } byte)
