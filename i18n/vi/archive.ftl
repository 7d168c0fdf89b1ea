### Xét các ván cờ lưu trữ: dòng của từng ván trong `adjudicate`, dòng tổng kết, tên các yêu cầu hoà.

## Kết quả ghi trong biên bản so với thế cờ cuối cùng.

adjudicate-not-judged = không kiểm tra kết quả: ván cờ không được xét
adjudicate-cannot-read = không kiểm tra kết quả: không đọc được ván cờ
adjudicate-no-start = không kiểm tra kết quả: không đọc được thế cờ xuất phát
adjudicate-stops-illegal = không kiểm tra kết quả: ván cờ dừng ở một nước đi sai luật
adjudicate-unrecorded-decided = không ghi kết quả, thế cờ cuối cùng: { $state } ({ $board })
adjudicate-unrecorded-ongoing = không ghi kết quả, ván cờ chưa kết thúc trên bàn cờ
adjudicate-agrees = ghi { $recorded }, thế cờ cuối cùng: { $state }: khớp
adjudicate-disagrees = ghi { $recorded } nhưng thế cờ cuối cùng là { $state } ({ $board }): không khớp
adjudicate-undecided-draw = ghi { $recorded }, ván cờ chưa kết thúc trên bàn cờ: kết quả không do bàn cờ quyết định (thoả thuận hoặc yêu cầu hoà)
adjudicate-undecided-win = ghi { $recorded }, ván cờ chưa kết thúc trên bàn cờ: kết quả không do bàn cờ quyết định (xin thua, hết giờ hoặc xử thua)
adjudicate-state-drawn-ending = thế cờ hoà `{ $ending }`

## Dòng của một ván.

adjudicate-line = { $file } ván { $number } { $players }: { $finding }{ $claims }
adjudicate-unreadable = không đọc được: { $why }; { $message }
adjudicate-illegal = nước đi sai luật ở nửa nước { $ply } ({ $number } { $text }): { $error }; đã đi { $plies } nửa nước; { $message }
adjudicate-played = { $plies } nửa nước; { $message }
adjudicate-claims = ; có thể yêu cầu: { $claims }
adjudicate-claim = { $name } ở nửa nước { $ply } ({ $at }; { $article })
adjudicate-claim-automatic = { $name } ở nửa nước { $ply } ({ $at }; { $article }, tự động)
adjudicate-claim-drawn = { $name } ở nửa nước { $ply } ({ $at }; { $article }, tự động hoà)

## Dòng tổng kết.

adjudicate-summary = tổng kết: { $games } ván, { $plies } nửa nước; { $illegal } ván có nước đi sai luật, { $unreadable } ván không đọc được; kết quả: { $agrees } khớp, { $disagrees } không khớp, { $undecided } không do bàn cờ quyết định, { $unrecorded } không ghi; có thể yêu cầu hoà: lặp lại thế cờ trong { $repetition } ván, luật n nước trong { $move_count } ván; đạt thế cờ hoà (thế cờ chết) trong { $drawn_ending } ván
adjudicate-summary-file-errors = ; { $files } tệp không đọc được

## Tệp lưu trữ không xét được, ván không đọc được.

adjudicate-other-game = tệp lưu trữ của trò chơi `{ $theirs }`, trong khi bộ luật `{ $rules }` cần các ván của trò chơi `{ $ours }`: ván { $number } ({ $players }) mở đầu bằng `{ $first }`, một nước đi của `{ $theirs }` chứ không phải của `{ $ours }`; tệp không được xét
adjudicate-not-loaded = không chọn được bộ luật: `{ $id }` chưa được nạp
adjudicate-no-notation = trò chơi không có ký pháp lưu trữ để đọc nước đi
archive-json-line-too-long = dòng { $line }: dài quá { $max } byte, cần mỗi dòng một đối tượng JSON dài tối đa { $max } byte
archive-not-utf8 = dòng { $line }: không phải UTF-8 ({ $error })
archive-json = JSON: { $error }
archive-json-move-not-string = JSON: có nước đi không phải là chuỗi
archive-json-no-moves = JSON: không có mảng `moves`
archive-bad-fen = FEN "{ $fen }": { $why }

## Tên các yêu cầu hoà.

claim-repetition = lặp lại thế cờ { $n } lần
claim-move-count = luật { $moves } nước
claim-move-count-captures = luật { $moves } nước (chỉ tính nước bắt quân)
claim-drawn-ending = thế cờ hoà `{ $ending }`
claim-mutual-check = hai bên cùng chiếu mãi (hoà)
claim-perpetual-check = { $side_name } chiếu mãi (bị xử thua)
claim-forbidden-loses = { $side_name } đuổi bắt mãi (bị xử thua), từ nửa nước { $from }
claim-forbidden-drawn = đuổi bắt mãi (hoà), từ nửa nước { $from }

## Vì sao `--by-tags` không chọn được bộ luật cho một ván.

adjudicate-pick-not-pgn = không chọn được bộ luật: chỉ ván PGN mới có thẻ Date và TimeControl
adjudicate-pick-no-year = không chọn được bộ luật: Date "{ $date }" không cho biết năm
adjudicate-pick-time-control = không chọn được bộ luật: { $error }
adjudicate-pick-no-control = không chọn được bộ luật: không có thẻ TimeControl, và không có --time-control cho các ván như vậy
adjudicate-pick-not-in-force = { $why_vi }
adjudicate-pick-spans = không chọn được bộ luật: Date "{ $date }" kéo dài từ { $first } ({ $a }) đến { $last } ({ $b })

## Tệp lưu trữ không đọc được.

archive-file-error = { $path }: { $why }
archive-not-a-file = { $path }: { $kind }, cần một tệp lưu trữ, một đường ống (pipe) hoặc `-`
archive-part-compressed = { $path }: một phần của tệp không bắt đầu từ đầu tệp lại là dữ liệu nén { $compression }, cần văn bản thường (tệp nén được đọc cả tệp)
archive-unread-compression = { $path }: nén bằng { $what }, định dạng không đọc được; cần tệp lưu trữ để nguyên hoặc nén bằng gzip, zstd hay bzip2
archive-name-says-plain = { $path }: tên tệp cho biết nén bằng { $named } nhưng các byte đầu của tệp không phải dữ liệu nén; cần dữ liệu { $named } (`{ $magic }`)
archive-name-says = { $path }: tên tệp cho biết nén bằng { $named } nhưng các byte đầu của tệp là dữ liệu { $found }; cần dữ liệu { $named } (`{ $magic }`)
archive-no-zstd = { $path }: nén bằng zstd, mà bản trongtai này không có bộ giải nén zstd; cần dữ liệu để nguyên, gzip hoặc bzip2
