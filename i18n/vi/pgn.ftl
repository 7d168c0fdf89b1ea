### Lỗi của bộ đọc PGN: sai ở đâu, rồi điều được chờ đợi.

pgn-at-line = dòng { $line }: { $message }
pgn-cannot-read = không đọc được văn bản: { $why }

## Một ván còn mở khi các thẻ của ván sau bắt đầu.

pgn-comment-open = một lời bình `{"{"}` chưa được đóng, cần có `{"}"}` trước các thẻ của ván sau ở dòng { $line }
pgn-variation-open = một biến `(` chưa được đóng, cần có `)` trước các thẻ của ván sau ở dòng { $line }
pgn-no-movetext = một ván có các cặp thẻ mà không có phần nước đi, cần có nước đi hoặc kết quả trước các thẻ của ván sau ở dòng { $line }

## Một ván còn mở ở cuối dữ liệu.

pgn-comment-open-at-end = một lời bình `{"{"}` chưa được đóng, cần có `{"}"}` trước khi hết dữ liệu
pgn-variation-open-at-end = một biến `(` chưa được đóng, cần có `)` trước khi hết dữ liệu
pgn-no-movetext-at-end = một ván có các cặp thẻ mà không có phần nước đi, cần có nước đi hoặc kết quả trước khi hết dữ liệu

## Giới hạn.

pgn-game-too-long = ván cờ dài quá { $max } byte, cần kết thúc trước dòng { $line }
pgn-line-too-long = dòng dài quá { $max } byte, cần có dấu xuống dòng
pgn-too-many-tags = ván cờ có hơn { $max } cặp thẻ, tối đa là { $max }

## Phần nước đi.

pgn-close-no-variation = `)` không đóng biến nào, cần có `(` trước nó
pgn-nag-no-number = `$` không có số theo sau, cần một NAG như `$1`
pgn-tag-in-variation = một cặp thẻ nằm trong biến, cần đóng biến bằng `)` trước
pgn-unexpected = gặp `{ $char }` không mong đợi trong phần nước đi, cần một nước đi

## Cặp thẻ.

pgn-tag-no-name = cặp thẻ không có tên, cần dạng `[Tên "giá trị"]`
pgn-tag-no-value = thẻ { $name }: không có giá trị, cần dạng `[{ $name } "giá trị"]`
pgn-tag-unclosed = thẻ { $name }: giá trị thiếu dấu `"` đóng trên cùng dòng
pgn-tag-no-bracket = thẻ { $name }: cần có `]` sau giá trị
pgn-tag-twice = thẻ { $name } xuất hiện hai lần trong các cặp thẻ của một ván với hai giá trị khác nhau, chỉ được có một giá trị

## Một nước đi viết ra không chỉ đúng một nước hợp lệ.

move-text-unparseable = `{ $text }`: không đọc được nước đi này, cần { $expected }
move-text-none = `{ $text }`: không phải nước đi hợp lệ ở đây, và ở đây không có nước đi hợp lệ nào
move-text-one = `{ $text }`: không phải nước đi hợp lệ ở đây, nước hợp lệ là `{ $legal }`
move-text-many = `{ $text }`: không phải nước đi hợp lệ ở đây, cần một trong các nước { $legal }
move-text-ambiguous-two = `{ $text }`: nhập nhằng, ứng với cả `{ $a }` và `{ $b }`; cần chỉ rõ một trong hai
move-text-ambiguous = `{ $text }`: nhập nhằng, ứng với { $candidates }; cần chỉ rõ một trong số đó

## Một nước đi của ký pháp trông như thế nào.

notation-expected-algebraic = một nước đi theo ký pháp đại số: chữ cái của quân ({ $letters }) hoặc không có chữ với quân tốt, cột hoặc hàng xuất phát nếu cần, `{ $capture }` khi bắt quân, ô đến, `{ $promotion }` và một chữ cái khi phong cấp, hoặc một nước nhập thành ({ $castles })
notation-expected-relative = chữ cái của quân ({ $letters }) hoặc một dấu ({ $marks }), cột xuất phát (1-{ $files }), hướng đi (`{ $advance }` tiến, `{ $retreat }` thoái, `{ $traverse }` bình) và cột đến hoặc số bước
notation-expected-coordinates = ô đi và ô đến theo toạ độ, cột a-{ $last_file } và hàng { $first_rank }-{ $last_rank }
pgn-time-control-form = TimeControl "{ $tag }": cần các giai đoạn dạng `số-nước/số-giây` hoặc `số-giây`, mỗi giai đoạn có thể kèm `+số-giây-cộng-thêm`, nối nhau bằng `:` (Chuẩn PGN 9.6.1)
pgn-time-control-sandclock = TimeControl "{ $tag }": đồng hồ cát, không bộ luật nào ở đây tính giờ theo cách này
pgn-time-control-over-a-day = TimeControl "{ $tag }": { $seconds } giây là hơn một ngày
pgn-time-control-periods = TimeControl "{ $tag }": hơn 16 giai đoạn
