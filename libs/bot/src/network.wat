;; A network's evaluation near a base (network.ts forwardNear) in WebAssembly: the hidden sums sixteen units
;; at a time in eight 128-bit SIMD registers, then the logistic, then the outputs' sums all at once in three
;; registers. Compiled into network-wasm.ts by `node libs/bot/dist/bin/build-wasm.js` (a spec checks that
;; the bytes there are this file's).
;;
;; near(w, w2, n, h, x, bx, pre, hid, out, table, list):
;;   hid[j] = pre[j] + d * w[i * h + j] for i in 0..n-1 with d = x[i] - bx[i] not 0, in that order (n even,
;;   h a multiple of 16; those inputs are listed at `list` first, 16 bytes each);
;;   hid[j] = logistic(hid[j]);
;;   out[o] = logistic(b[o] + v[o][j] * hid[j] for j in 0..h-1, in that order) for o in 0..5: w2 holds, at
;;   w2 + 48 * j + 8 * o, v[o][j] for j in 0..h-1 then b[o] at j = h (zeros past the network's outputs).
;; The logistic is network.ts's: the table (at `table`, 1/256 apart from -16) read linearly between its
;; points, and 1 / (1 + exp(-x)) beyond it. All numbers are f64, all addresses byte addresses into the
;; exported memory (4 MiB from the start, never grown: see network.ts). Every addition and product is one
;; of the JavaScript loops in network.ts, in the same order, so the results are the same bit for bit.
(module
  (import "js" "exp" (func $exp (param f64) (result f64)))
  (memory (export "memory") 64)
  (func $sums
    (param $w i32) (param $n i32) (param $h i32) (param $x i32) (param $bx i32) (param $pre i32)
    (param $out i32) (param $list i32)
    (local $rowBytes i32) (local $end i32) (local $top i32) (local $d f64) (local $jb i32) (local $e i32)
    (local $row i32) (local $dv v128)
    (local $a0 v128)
    (local $a1 v128)
    (local $a2 v128)
    (local $a3 v128)
    (local $a4 v128)
    (local $a5 v128)
    (local $a6 v128)
    (local $a7 v128)
    (local.set $rowBytes (i32.shl (local.get $h) (i32.const 3)))
    ;; The inputs that differ from the base, in order: each one's difference and the address of its row of
    ;; weights, 16 bytes an entry.
    (local.set $top (local.get $list))
    (local.set $end (i32.add (local.get $x) (i32.shl (local.get $n) (i32.const 3))))
    ;; Eight inputs passed at once while they are all the base's (their bits compared), then two at a time
    ;; (n even).
    (block $listed
      (loop $inputs
        (br_if $listed (i32.ge_u (local.get $x) (local.get $end)))
        (if (i32.le_u (i32.add (local.get $x) (i32.const 64)) (local.get $end))
          (then
            (if (i32.eqz (v128.any_true
                  (v128.or
                    (v128.or
                      (v128.xor (v128.load (local.get $x)) (v128.load (local.get $bx)))
                      (v128.xor (v128.load offset=16 (local.get $x)) (v128.load offset=16 (local.get $bx))))
                    (v128.or
                      (v128.xor (v128.load offset=32 (local.get $x)) (v128.load offset=32 (local.get $bx)))
                      (v128.xor (v128.load offset=48 (local.get $x)) (v128.load offset=48 (local.get $bx)))))))
              (then
                (local.set $w (i32.add (local.get $w) (i32.shl (local.get $rowBytes) (i32.const 3))))
                (local.set $x (i32.add (local.get $x) (i32.const 64)))
                (local.set $bx (i32.add (local.get $bx) (i32.const 64)))
                (br $inputs)))))
        (local.set $dv (f64x2.sub (v128.load (local.get $x)) (v128.load (local.get $bx))))
        (if (v128.any_true (f64x2.ne (local.get $dv) (f64x2.splat (f64.const 0))))
          (then
            (local.set $d (f64x2.extract_lane 0 (local.get $dv)))
            (if (f64.ne (local.get $d) (f64.const 0))
              (then
                (f64.store (local.get $top) (local.get $d))
                (i32.store offset=8 (local.get $top) (local.get $w))
                (local.set $top (i32.add (local.get $top) (i32.const 16)))))
            (local.set $d (f64x2.extract_lane 1 (local.get $dv)))
            (if (f64.ne (local.get $d) (f64.const 0))
              (then
                (f64.store (local.get $top) (local.get $d))
                (i32.store offset=8 (local.get $top) (i32.add (local.get $w) (local.get $rowBytes)))
                (local.set $top (i32.add (local.get $top) (i32.const 16)))))))
        (local.set $w (i32.add (local.get $w) (i32.shl (local.get $rowBytes) (i32.const 1))))
        (local.set $x (i32.add (local.get $x) (i32.const 16)))
        (local.set $bx (i32.add (local.get $bx) (i32.const 16)))
        (br $inputs)))
    ;; Sixteen units at a time, their sums held in eight registers: out = pre, plus each listed row's part
    ;; times its difference, in the list's order (h a multiple of 16).
    (local.set $jb (i32.const 0))
    (block $blocksDone
      (loop $blocks
        (br_if $blocksDone (i32.ge_u (local.get $jb) (local.get $rowBytes)))
        (local.set $e (i32.add (local.get $pre) (local.get $jb)))
        (local.set $a0 (v128.load offset=0 (local.get $e)))
        (local.set $a1 (v128.load offset=16 (local.get $e)))
        (local.set $a2 (v128.load offset=32 (local.get $e)))
        (local.set $a3 (v128.load offset=48 (local.get $e)))
        (local.set $a4 (v128.load offset=64 (local.get $e)))
        (local.set $a5 (v128.load offset=80 (local.get $e)))
        (local.set $a6 (v128.load offset=96 (local.get $e)))
        (local.set $a7 (v128.load offset=112 (local.get $e)))
        (local.set $e (local.get $list))
        (block $rowsDone
          (loop $rows
            (br_if $rowsDone (i32.ge_u (local.get $e) (local.get $top)))
            (local.set $dv (f64x2.splat (f64.load (local.get $e))))
            (local.set $row (i32.add (i32.load offset=8 (local.get $e)) (local.get $jb)))
            (local.set $a0 (f64x2.add (local.get $a0) (f64x2.mul (local.get $dv) (v128.load offset=0 (local.get $row)))))
            (local.set $a1 (f64x2.add (local.get $a1) (f64x2.mul (local.get $dv) (v128.load offset=16 (local.get $row)))))
            (local.set $a2 (f64x2.add (local.get $a2) (f64x2.mul (local.get $dv) (v128.load offset=32 (local.get $row)))))
            (local.set $a3 (f64x2.add (local.get $a3) (f64x2.mul (local.get $dv) (v128.load offset=48 (local.get $row)))))
            (local.set $a4 (f64x2.add (local.get $a4) (f64x2.mul (local.get $dv) (v128.load offset=64 (local.get $row)))))
            (local.set $a5 (f64x2.add (local.get $a5) (f64x2.mul (local.get $dv) (v128.load offset=80 (local.get $row)))))
            (local.set $a6 (f64x2.add (local.get $a6) (f64x2.mul (local.get $dv) (v128.load offset=96 (local.get $row)))))
            (local.set $a7 (f64x2.add (local.get $a7) (f64x2.mul (local.get $dv) (v128.load offset=112 (local.get $row)))))
            (local.set $e (i32.add (local.get $e) (i32.const 16)))
            (br $rows)))
        (local.set $e (i32.add (local.get $out) (local.get $jb)))
        (v128.store offset=0 (local.get $e) (local.get $a0))
        (v128.store offset=16 (local.get $e) (local.get $a1))
        (v128.store offset=32 (local.get $e) (local.get $a2))
        (v128.store offset=48 (local.get $e) (local.get $a3))
        (v128.store offset=64 (local.get $e) (local.get $a4))
        (v128.store offset=80 (local.get $e) (local.get $a5))
        (v128.store offset=96 (local.get $e) (local.get $a6))
        (v128.store offset=112 (local.get $e) (local.get $a7))
        (local.set $jb (i32.add (local.get $jb) (i32.const 128)))
        (br $blocks))))
  (func $logistic (param $x f64) (param $table i32) (result f64)
    (local $at f64) (local $i i32) (local $p i32) (local $a f64)
    (if (result f64)
      (i32.or (f64.le (local.get $x) (f64.const -16)) (f64.ge (local.get $x) (f64.const 16)))
      (then
        (if (result f64) (f64.gt (local.get $x) (f64.const 30))
          (then (f64.const 1))
          (else
            (if (result f64) (f64.lt (local.get $x) (f64.const -30))
              (then (f64.const 0))
              (else
                (f64.div
                  (f64.const 1)
                  (f64.add (f64.const 1) (call $exp (f64.neg (local.get $x))))))))))
      (else
        (local.set $at (f64.mul (f64.add (local.get $x) (f64.const 16)) (f64.const 256)))
        (local.set $i (i32.trunc_sat_f64_s (local.get $at)))
        (local.set $p (i32.add (local.get $table) (i32.shl (local.get $i) (i32.const 3))))
        (local.set $a (f64.load (local.get $p)))
        (f64.add
          (local.get $a)
          (f64.mul
            (f64.sub (local.get $at) (f64.convert_i32_s (local.get $i)))
            (f64.sub (f64.load offset=8 (local.get $p)) (local.get $a)))))))
  (func (export "near")
    (param $w i32) (param $w2 i32) (param $n i32) (param $h i32) (param $x i32)
    (param $bx i32) (param $pre i32) (param $hid i32) (param $out i32) (param $table i32) (param $list i32)
    (local $j i32) (local $end i32) (local $p i32) (local $hv v128) (local $s0 v128) (local $s1 v128)
    (local $s2 v128)
    (call $sums (local.get $w) (local.get $n) (local.get $h) (local.get $x) (local.get $bx)
      (local.get $pre) (local.get $hid) (local.get $list))
    (local.set $end (i32.add (local.get $hid) (i32.shl (local.get $h) (i32.const 3))))
    (local.set $j (local.get $hid))
    (block $squashed
      (loop $squash
        (br_if $squashed (i32.ge_u (local.get $j) (local.get $end)))
        (f64.store (local.get $j) (call $logistic (f64.load (local.get $j)) (local.get $table)))
        (local.set $j (i32.add (local.get $j) (i32.const 8)))
        (br $squash)))
    ;; The outputs (k up to 6) all at once, two to a register, each lane's sum in order: w2 holds for each
    ;; unit j the six outputs' weights side by side (zeros past k), then their biases.
    (local.set $p (i32.add (local.get $w2) (i32.mul (local.get $h) (i32.const 48))))
    (local.set $s0 (v128.load offset=0 (local.get $p)))
    (local.set $s1 (v128.load offset=16 (local.get $p)))
    (local.set $s2 (v128.load offset=32 (local.get $p)))
    (local.set $j (local.get $hid))
    (block $summed
      (loop $units
        (br_if $summed (i32.ge_u (local.get $j) (local.get $end)))
        (local.set $hv (f64x2.splat (f64.load (local.get $j))))
        (local.set $s0 (f64x2.add (local.get $s0) (f64x2.mul (v128.load offset=0 (local.get $w2)) (local.get $hv))))
        (local.set $s1 (f64x2.add (local.get $s1) (f64x2.mul (v128.load offset=16 (local.get $w2)) (local.get $hv))))
        (local.set $s2 (f64x2.add (local.get $s2) (f64x2.mul (v128.load offset=32 (local.get $w2)) (local.get $hv))))
        (local.set $w2 (i32.add (local.get $w2) (i32.const 48)))
        (local.set $j (i32.add (local.get $j) (i32.const 8)))
        (br $units)))
    (f64.store offset=0 (local.get $out) (call $logistic (f64x2.extract_lane 0 (local.get $s0)) (local.get $table)))
    (f64.store offset=8 (local.get $out) (call $logistic (f64x2.extract_lane 1 (local.get $s0)) (local.get $table)))
    (f64.store offset=16 (local.get $out) (call $logistic (f64x2.extract_lane 0 (local.get $s1)) (local.get $table)))
    (f64.store offset=24 (local.get $out) (call $logistic (f64x2.extract_lane 1 (local.get $s1)) (local.get $table)))
    (f64.store offset=32 (local.get $out) (call $logistic (f64x2.extract_lane 0 (local.get $s2)) (local.get $table)))
    (f64.store offset=40 (local.get $out) (call $logistic (f64x2.extract_lane 1 (local.get $s2)) (local.get $table)))))
