### `--help` và trang hướng dẫn (`trongtai man`): lời giới thiệu của lệnh, của từng lệnh con và lời
### giải thích của từng tham số, theo vị trí của chúng trong cây lệnh.

## trongtai.

help-trongtai = Luật cờ vua và cờ tướng dưới dạng dữ liệu có phiên bản, và trọng tài áp dụng các luật đó
help-trongtai-after = Mã thoát: 0 thành công; 1 việc kiểm tra phát hiện vấn đề (một tệp luật không hợp lệ, một phán quyết khác kỳ vọng) hoặc không kiểm tra được gì; 2 dòng lệnh sai (kể cả một giá trị vượt giới hạn, một ngày không có thật); 3 dữ liệu vào sai (một tệp không đọc được, một tệp luật, FEN, nước đi hoặc con số không đọc được), kèm một dòng thông báo chỉ rõ vị trí.
help-trongtai-arg-lang = Ngôn ngữ của những gì viết cho người đọc (báo cáo, thông báo lỗi): `vi` hoặc `en`. Mặc định: ngôn ngữ của môi trường (`LC_ALL`, `LC_MESSAGES`, `LANG`: `vi_VN.UTF-8` là tiếng Việt), nếu không thì tiếng Anh. JSON giữ nguyên các mã. Khi có tham số này, `docs` chỉ viết các trang của ngôn ngữ đó

## moves.

help-moves = In các nước đi hợp lệ của một thế cờ, đã sắp xếp, trên một dòng (cờ vua theo UCI, cờ tướng theo toạ độ của Fairy-Stockfish)
help-moves-arg-rules = Mã bộ luật (`fide-2001`, `vn-chess-legacy`, `vn-xiangqi-1999`) hoặc đường dẫn tới một tệp luật
help-moves-arg-fen = Thế cờ, viết bằng FEN (cờ tướng theo cách Fairy-Stockfish viết)
help-moves-arg-batch = Đọc mỗi dòng một FEN từ đầu vào chuẩn và in mỗi FEN một dòng nước đi

## perft.

help-perft = Đếm số lá của cây nước đi (perft); kết quả nằm ở dòng cuối
help-perft-arg-rules = Mã bộ luật hoặc đường dẫn tới một tệp luật
help-perft-arg-fen = Thế cờ, viết bằng FEN; nếu bỏ trống thì là thế cờ ban đầu của trò chơi
help-perft-arg-depth = Đếm sâu bao nhiêu nửa nước (tối đa 64, xem mục Limits của README.md)
help-perft-arg-divide = In thêm số đếm dưới từng nước đi đầu tiên

## status.

help-status = Cho biết một thế cờ đang tiếp diễn, chiếu hết, hết nước đi hay là thế cờ hoà, cùng kết quả bộ luật quy định và các điều luật được áp dụng
help-status-arg-rules = Mã bộ luật hoặc đường dẫn tới một tệp luật
help-status-arg-fen = Thế cờ, viết bằng FEN

## replay.

help-replay = Cho trọng tài chạy lại các tệp tình huống và so sánh phán quyết với kỳ vọng
help-replay-arg-paths = Các tệp tình huống hoặc thư mục (tìm các tệp `.ron` trong đó)
help-replay-arg-rules = Chạy mọi tình huống theo bộ luật này thay cho bộ luật riêng của tình huống; chỉ so sánh những tình huống viết cho bộ luật này (hoặc khai báo nó trong `holds_for`)
help-replay-arg-json = In mỗi tình huống một đối tượng JSON chứa phán quyết thay cho báo cáo

## rules.

help-rules = Kiểm tra, hiển thị và mô tả các bộ luật
help-rules-check = Nạp và kiểm tra tính hợp lệ của các bộ luật (mọi bộ luật có sẵn nếu không nêu đường dẫn nào)
help-rules-check-arg-paths = Mã bộ luật hoặc đường dẫn tới các tệp `.ron`
help-rules-show = Hiển thị mọi giá trị của một bộ luật cùng điều luật, tệp đặt ra giá trị và các mốc ngày; giá trị do một quy định địa phương thay đổi được đánh dấu `*`, giá trị quốc gia ghi bên dưới
help-rules-show-arg-rulebook = Mã bộ luật (`fide-2001`) hoặc đường dẫn tới một tệp `.ron`
help-rules-show-arg-on = Lấy các giá trị có thời hạn của quy định địa phương vào ngày này (YYYY-MM-DD); nếu không có, mỗi giá trị lấy phiên bản mới nhất
help-rules-show-arg-format = Cách viết các giá trị: `text` viết cho người đọc ("15 phút", "40 nước trong 90 phút, cộng 30 giây mỗi nước") theo ngôn ngữ của `--lang`, `ron` như một tệp luật viết, `json` một đối tượng gồm mọi giá trị đã xác định, điều luật và tệp của nó (`trongtai schema rules`)
help-rules-show-arg-history = Thay cho danh sách, lịch sử của một giá trị (đường dẫn như danh sách in ra, `draws.automatic_repetition`) qua các bản luật cho tới bộ luật này: mỗi bản quy định gì, dẫn điều luật nào, thay đổi ở đâu
help-rules-for = Cho biết bộ luật nào xét một ván cờ chơi vào một ngày với một thể thức thời gian, và vì sao: bản luật có hiệu lực ngày đó, rồi phụ lục (cờ nhanh, cờ chớp) mà loại thời gian của ván cờ chỉ tới
help-rules-for-arg-date = Ngày diễn ra ván cờ (YYYY-MM-DD)
help-rules-for-arg-game = Trò chơi (`chess`, `xiangqi`)
help-rules-for-arg-time-control = Thể thức thời gian: số phút, rồi số giây cộng thêm mỗi nước (`15+10`, `90+30`, `60`); hoặc với `--pgn`, giá trị của thẻ PGN `TimeControl` tính bằng giây
help-rules-for-arg-pgn = Đọc `--time-control` như một thẻ PGN `TimeControl` (`900+10`, `40/5400+30:1800+30`)
help-rules-schema = In JSON Schema của các tệp luật (hoặc của các tệp định nghĩa trò chơi)
help-rules-schema-arg-game = Thay vào đó là schema của các tệp định nghĩa trò chơi

## pairings.

help-pairings = In bảng thi đấu vòng tròn Berger (hoặc nhánh đấu loại trực tiếp theo hạt giống) cho một số đấu thủ
help-pairings-arg-players = Số đấu thủ (từ 2 đến 1000); nếu số lẻ thì thêm một số nghỉ, như trong các bảng của luật
help-pairings-arg-format = Dạng kết quả in ra
help-pairings-arg-knockout = Nhánh đấu loại trực tiếp theo hạt giống thay cho thi đấu vòng tròn (lượt nghỉ dành cho các hạt giống cao nhất; hạt giống 1 và 2 chỉ có thể gặp nhau ở trận chung kết)

## coverage.

help-coverage = Theo từng bộ luật, mọi điều luật cùng các tình huống dẫn chiếu nó, và các điều luật kiểm tra được bằng máy mà chưa có tình huống nào cũng chưa được loại trừ (mã thoát 1 nếu còn)
help-coverage-arg-rules = Chỉ bộ luật này (`fide-2001`, `vn-chess-legacy`, `vn-xiangqi-1999`)
help-coverage-arg-uncovered = Chỉ in các điều luật kiểm tra được bằng máy mà chưa có tình huống cũng chưa được loại trừ, và các tổng số
help-coverage-arg-root = Thư mục gốc của kho mã (có `rules/articles/` và `scenarios/`); mặc định: thư mục hiện tại hoặc thư mục cha gần nhất có chúng

## adjudicate.

help-adjudicate = Chạy lại các tệp ván cờ lưu trữ (PGN cờ vua, PGN ICCS cờ tướng hoặc dòng JSON) theo một bộ luật: nước đi sai luật đầu tiên, kết quả ghi trong biên bản có khớp với thế cờ cuối cùng không, và các yêu cầu hoà đã có thể đưa ra
help-adjudicate-arg-rules = Mã bộ luật (`fide-2001`, `vn-chess-legacy`, `vn-xiangqi-1999`) hoặc đường dẫn tới một tệp luật
help-adjudicate-arg-by-tags = Chọn bộ luật cho từng ván theo các thẻ PGN `Date` và `TimeControl` của ván, như `trongtai rules for`: bản luật có hiệu lực ngày đó và phụ lục ứng với thể thức thời gian. Ván nào các thẻ không chọn được bộ luật thì không được xét, và dòng của ván nói rõ vì sao
help-adjudicate-arg-game = Với `--by-tags`: trò chơi mà luật của nó được chọn
help-adjudicate-arg-time-control = Với `--by-tags`: thể thức thời gian của các ván không có thẻ `TimeControl`, gồm số phút và số giây cộng thêm (`90+30`)
help-adjudicate-arg-files = Các tệp lưu trữ: PGN (SAN cho cờ vua, ICCS cho cờ tướng) hoặc dòng JSON (nước đi theo toạ độ), để nguyên hoặc nén bằng gzip, zstd hay bzip2 (`.pgn.gz`, `.pgn.zst`, `.bz2`: nhận ra qua các byte đầu của tệp); `-` là đầu vào chuẩn
help-adjudicate-arg-json = Mỗi ván một đối tượng JSON, cuối cùng là một đối tượng tổng kết
help-adjudicate-arg-threads = Số luồng xử lý (mặc định: số nhân của máy; tối đa tám luồng mỗi nhân)

## impact.

help-impact = Một thay đổi luật sẽ làm thay đổi những gì: chạy bộ luật hiện hành và bộ luật đề xuất trên thư viện tình huống và các ván cờ lưu trữ, rồi báo cáo các giá trị thay đổi, ma trận chuyển đổi của các phán quyết, từng phán quyết thay đổi kèm phần khác biệt, và biên nhận mã băm của dữ liệu vào
help-impact-arg-base = Bộ luật hiện hành: một mã (`fide-2001`) hoặc đường dẫn tới một tệp luật
help-impact-arg-candidate = Bộ luật đề xuất: một mã hoặc đường dẫn tới một tệp luật (chẳng hạn một quy định địa phương mở rộng bộ luật hiện hành)
help-impact-arg-scenarios = Các thư mục hoặc tệp tình huống (mặc định: `scenarios` ở đây, nếu không có thì thư viện tình huống có sẵn trong chương trình)
help-impact-arg-on = Lấy các giá trị có thời hạn của quy định địa phương vào ngày này (YYYY-MM-DD), cho cả hai bộ luật; nếu không có, mỗi giá trị lấy phiên bản mới nhất
help-impact-arg-base-on = Ngày chỉ dành cho bộ luật hiện hành (thay cho `--on`): so sánh hai mùa giải của cùng một quy định
help-impact-arg-candidate-on = Ngày chỉ dành cho bộ luật đề xuất (thay cho `--on`)
help-impact-arg-no-scenarios = Không so sánh tình huống nào (chỉ các ván lưu trữ)
help-impact-arg-archive = Các tệp ván cờ lưu trữ để chạy lại theo cả hai bộ luật (đọc như `trongtai adjudicate` đọc)
help-impact-arg-format = Cách viết báo cáo; giá trị trong báo cáo dạng bảng và Markdown được viết theo ngôn ngữ của `--lang` ("15 phút" / "15 minutes"), `json` giữ chúng như một tệp luật viết
help-impact-arg-output = Ghi báo cáo vào tệp này thay cho đầu ra chuẩn: với tệp thường thì ghi trọn vẹn một lần (một tệp tạm, rồi đổi tên), qua liên kết tượng trưng, hoặc vào một thiết bị hay FIFO
help-impact-arg-threads = Số luồng xử lý các ván lưu trữ (mặc định: số nhân của máy)

## docs.

help-docs = Viết trang tham khảo (HTML và Markdown, tiếng Việt và tiếng Anh) của các bộ luật, có sẵn hay tệp của riêng bạn, chỉ từ chương trình này
help-docs-arg-rules = Mã bộ luật hoặc đường dẫn tới các tệp `.ron` (một quy định địa phương nằm ngoài kho mã); mỗi bộ luật đi kèm các bộ luật có sẵn mà nó mở rộng. Nếu không nêu bộ luật nào: mọi bộ luật có sẵn
help-docs-arg-out = Thư mục để ghi trang vào: một thư mục mới hoặc trống, hoặc một thư mục do lần `trongtai docs` trước ghi (có tệp kê khai `.trongtai-docs-manifest`). Chỉ những tệp do chương trình ghi và chưa ai sửa mới được thay thế hoặc xoá; thư mục chứa thứ gì khác sẽ bị từ chối
help-docs-arg-repo = Đọc văn bản luật, nhãn và tình huống từ kho mã này thay cho bản có sẵn trong chương trình (khi đó trang liệt kê các tình huống dẫn chiếu từng điều luật)
help-docs-arg-glyphs = Cách viết quân cờ tướng trên các sơ đồ: `latin` (chữ cái FEN, như FEN và ký pháp bên cạnh; mặc định), `vi` (chữ cái của XQ99 11.2: Tg, S, T, X, P, M, B) hoặc `zh` (chữ Hán trên quân cờ, 帥/將 …; người đọc cần phông chữ CJK)

## completions.

help-completions = In đoạn mã tự hoàn thành lệnh cho một trình shell (bash, zsh, fish, elvish, powershell) ra đầu ra chuẩn, ví dụ `trongtai completions bash > /etc/bash_completion.d/trongtai`
help-completions-arg-shell = Trình shell

## man.

help-man = In một trang hướng dẫn (roff) ra đầu ra chuẩn: của lệnh chính (`trongtai man > trongtai.1`) hoặc của một lệnh con (`trongtai man rules show`); với `--out DIR`, ghi trang của lệnh chính và của mọi lệnh con vào DIR (`trongtai-replay.1`, …)
help-man-arg-command = Lệnh con cần in trang hướng dẫn (`replay`, `rules show`)
help-man-arg-out = Ghi mọi trang vào thư mục này thay vào đó (tạo mới nếu chưa có; chỉ các trang của trongtai được thay thế, và một tệp trùng tên trang mà không phải trang của trongtai sẽ bị từ chối)

## schema.

help-schema = In JSON Schema của kết quả JSON của một lệnh (`replay`, `adjudicate`, `impact`, `pairings`, `rules` cho `rules show --format json`), như bản đã lưu trong `schemas/`
help-schema-arg-name = Kết quả nào

## Các từ của clap.

help-flag-help = In trợ giúp
help-flag-version = In phiên bản
help-help = In trợ giúp này hoặc trợ giúp của (các) lệnh con đã nêu
help-help-arg-subcommand = In trợ giúp của (các) lệnh con
help-heading-usage = Cách dùng:
help-heading-arguments = Tham số
help-heading-options = Tuỳ chọn
help-heading-commands = Lệnh
help-possible-values = [giá trị có thể: { $values }]
help-default = [mặc định: { $values }]

## Tiêu đề các mục của trang hướng dẫn.

help-section-name = TÊN
help-section-synopsis = CÁCH DÙNG
help-section-description = MÔ TẢ
help-section-extra = THÔNG TIN THÊM
help-section-version = PHIÊN BẢN
help-section-authors = TÁC GIẢ
