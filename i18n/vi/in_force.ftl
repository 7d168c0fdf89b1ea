### `trongtai rules for`: bộ luật nào xét một ván đấu vào một ngày với một thể thức thời gian, và
### vì sao.

in-force-found = luật      { $rules }
    bản luật  { $edition } ({ $title }): có hiệu lực ngày { $date }, từ { $from }{ $until }
    thời gian { $time } cho mỗi đấu thủ, thời gian giai đoạn đầu cộng { $increments } lần thời gian cộng thêm mỗi nước: áp dụng { $rules } ({ $article } của { $edition })
in-force-until = , đến khi { $next } có hiệu lực từ { $from }
in-force-latest = ; chưa mã hoá bản luật nào sau bản này
in-force-no-dated-edition = không bộ luật { $game } nào có ngày hiệu lực
in-force-before = ngày { $date } chưa có bản luật { $game } nào đã mã hoá có hiệu lực: bản đầu tiên, { $first }, có hiệu lực từ { $from }
in-force-unencoded = ngày { $date } bản luật { $edition } đang có hiệu lực (từ { $from }); chưa bộ luật nào mã hoá bản này ({ $folded_into } gộp những thay đổi còn giữ lại của nó), và không bản nào khác là luật của ngày đó
in-force-no-class = { $edition } không xếp loại ván cờ { $time } cho mỗi đấu thủ
in-force-bad-date = ngày `{ $date }`: cần một ngày dạng YYYY-MM-DD
in-force-bad-control = thể thức thời gian `{ $text }`: cần số phút và số giây cộng thêm mỗi nước, như `15+10` hoặc `90`
in-force-control-out-of-range = thể thức thời gian `{ $text }`: cần từ 1 đến 1440 phút và thời gian cộng thêm mỗi nước tối đa 3600 giây
