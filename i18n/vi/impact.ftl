### Báo cáo tác động (`trongtai impact`).

impact-base = luật hiện hành
impact-candidate = bản đề xuất
impact-diff-label = { $side } ({ $rules })
impact-not-set = (không quy định)
impact-table-title = tác động của { $candidate } (bản đề xuất) so với { $base } (luật hiện hành), môn { $game }
impact-changed-values = giá trị thay đổi ({ $count })
impact-col-path = đường dẫn
impact-col-count = số lượng
impact-scenarios = tình huống
impact-archive-games = ván trong kho
impact-could-not-run = không chạy được
impact-expectation = kết quả dự kiến
impact-receipt = biên nhận
impact-receipt-engine = phần mềm
impact-receipt-rules = luật
impact-receipt-scenarios = tình huống
impact-receipt-archive = kho ván
impact-receipt-scenario-files = tệp: SHA-256 của danh sách sha256sum các tệp; từng tệp có trong --format json
impact-standard-input = - (đầu vào chuẩn, đã đọc { $bytes } byte)
impact-book-on = { $id } { $version } ngày { $date }
impact-summary = { $compared } được so sánh, { $changed } thay đổi
impact-summary-articles-only = { $summary } ({ $count } chỉ khác ở điều luật được dẫn)
impact-summary-fitted = { $summary }, { $count } có thiết lập được chỉnh theo thời hạn đến muộn cố định
impact-summary-not-run = { $summary }, { $count } không chạy được
impact-under-base = theo luật hiện hành ({ $id }): { $error }
impact-under-candidate = theo bản đề xuất ({ $id }): { $error }
impact-broken = khai báo áp dụng cho bản đề xuất nhưng không đạt theo bản này
impact-articles-only = (chỉ khác ở điều luật được dẫn)
impact-built-without-git = dựng không có git: không rõ commit
impact-holds-undeclared = không khai báo cho { $who }
impact-holds = đạt theo { $who }
impact-holds-fails = KHÔNG ĐẠT theo { $who }
impact-fitted-late-limit = thiết lập: thời hạn đến muộn { $chosen } do tình huống chọn nhường chỗ cho thời hạn { $fixed } của { $role } ({ $article })
impact-md-title = Tác động của { $candidate } so với { $base }
impact-md-files = Môn: { $game }. Tệp của luật hiện hành: { $base }. Tệp của bản đề xuất: { $candidate }.
impact-md-changed-values = Giá trị thay đổi ({ $count })
impact-md-scenarios = Tình huống
impact-md-archive-games = Ván trong kho
impact-md-expectation = Kết quả dự kiến
impact-md-receipt = Biên nhận
impact-md-engine = Phần mềm
impact-md-file = tệp
impact-md-scenario-files-digest = tệp tình huống (SHA-256 của danh sách `sha256sum` bên dưới)
impact-md-scenario-files = tệp tình huống

## Kết quả đọc một ván.

impact-unreadable = không đọc được
impact-illegal-move = nước đi sai luật
impact-claimable = có thể yêu cầu
impact-plies = số nửa nước
impact-line-illegal = nước đi sai luật: nửa nước { $ply } ({ $number } { $text })
impact-line-result = kết quả: ghi { $recorded }, bàn cờ { $board }: { $check }
impact-line-claimable = có thể yêu cầu: { $name } ở nửa nước { $ply } ({ $at })
impact-line-claimable-cited = có thể yêu cầu: { $name } ở nửa nước { $ply } ({ $at }; { $article })
impact-line-claimable-automatic = có thể yêu cầu: { $name } ở nửa nước { $ply } ({ $at }, tự động xử hoà)
impact-line-claimable-cited-automatic = có thể yêu cầu: { $name } ở nửa nước { $ply } ({ $at }; { $article }, tự động xử hoà)
impact-check = { $check ->
        [agrees] khớp với thế cờ cuối
        [disagrees] trái với thế cờ cuối
        [undecided] thế cờ cuối chưa phân định
        [unrecorded] không ghi kết quả
       *[not-checked] không kiểm tra được
    }

## So sánh bị từ chối.

impact-hashes-lost = mã băm của các tệp lưu trữ: một bộ đọc đã gặp lỗi
impact-two-games = bộ luật hiện hành `{ $base }` là luật của trò chơi `{ $base_game }` còn bộ luật đề xuất `{ $candidate }` là luật của `{ $candidate_game }`, cần hai bộ luật của cùng một trò chơi
impact-stdin-twice = `-` (đầu vào chuẩn) được nêu { $n } lần làm tệp lưu trữ, chỉ được nêu một lần
impact-archive-changed = { $path }: đã đọc { $read } byte, nhưng giờ tệp có { $now } byte: tệp đã thay đổi trong khi đang được đọc, cần giữ nguyên tệp
