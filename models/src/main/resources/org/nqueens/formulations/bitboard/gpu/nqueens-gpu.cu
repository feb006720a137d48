// nqueens-gpu: counts the interiors of the frames of the n-queens symmetric count on a CUDA device.
//
// The toolkit's gpu engine (GpuCountEngine) builds this file once with nvcc and talks to it through
// its standard streams. A frame's interior is a plain row-by-row search over its free rows: row i
// may take the columns of masks[i] that no queen above attacks, and the diagonals move shifts[i]
// columns on the way to the next free row (the frame's own rows are skipped). The program counts,
// for each frame, the interiors (a queen on every free row) and the nodes (queens placed on safe
// squares, in every free row), the numbers the toolkit's own search reports for the same frame.
//
// Work is split on the host: each frame's search is opened a few rows deep until there are enough
// tasks (a partial placement each) to fill the device several times over; the device's threads take
// tasks one at a time from a shared counter, so a thread that draws small tasks draws more, and
// each searches its task to the end with a stack of 32-bit words (n <= 32) in shared memory.
//
// Batches are pipelined: a batch's search is started on the device and the program goes back to its
// input at once, opens the next batch while the device searches, starts it on a second stream (so
// it fills the multiprocessors the first one's last tasks leave idle), and only then waits for the
// first batch and answers it. So the answer to a batch comes after the next command is read (or the
// input ends): a caller keeps one batch ahead, or closes the input after its last batch.
//
// The program also counts the levels of the plain search of the empty board (the command "levels"):
// the safe k-arrangements for every k, the search row by row from the top, the first row's columns
// given as two masks, those counted twice (the left-right mirror stands for the other half) and
// those counted once.
//
// Usage:
//   nqueens-gpu --list                 prints "devices D", then "device K NAME" for each
//   nqueens-gpu [--device K]           prints "devices D" (as --list), then "ready NAME", then answers commands until
//                                      its input ends; when the machine has no device K, "reason WHY" instead of the
//                                      ready line, and ends (exit 0): the toolkit learns the devices from the program
//                                      it starts on device 0, with no CUDA start spent on a listing alone
//   nqueens-gpu --host                 prints "ready host", then answers commands until its input ends
// A batch is the line "batch F" and F frame lines "ROWS M_0 .. M_ROWS-1 S_0 .. S_ROWS-2"; the answer
// is the line "counts F" and F lines "INTERIORS NODES", in the frames' order. The line
// "levels N TWICE ONCE" is answered "levels N W_1 .. W_N", W_k the k-arrangements whose first queen
// is in a column of TWICE (each counted twice) or ONCE. --host searches on this processor instead,
// the same code, for tests on machines without a device; so does every mode when the environment
// has NQUEENS_GPU_ON_HOST=K, which lists this processor as K devices (a dry run of the toolkit's
// side, --devices included). NQUEENS_GPU_OPEN_ONLY=1 (host mode only, with NQUEENS_GPU_LOG) opens each batch and
// searches nothing: the log gets a line "open frames F levels L tasks T nodes N open_ms MS" a batch (N: the
// nodes of the rows opened), standard output nothing after "ready host", for timing the opening alone
// (benchmarks/run-gpu-opening); a levels question is then refused.
// Exit codes: 0 at the end of the input, 2 for malformed input or a switch misused (a line naming it on
// stderr), 3 when the device fails or is missing (the CUDA error on stderr).

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>
#include <cuda_runtime.h>

namespace {

constexpr int MAX_ROWS = 32;
// Tasks at which the host stops opening frames: a few times the threads a large device runs at once
// (NQUEENS_GPU_TASKS sets another, for both searches: for tuning, and 1 for tests that want the
// tasks' own searches deep).
constexpr size_t TARGET_TASKS = size_t(1) << 21;
// A task keeps at least this many free rows for the device.
constexpr int MIN_ROWS_LEFT = 5;
// The rows a thread's stack holds: a task is opened on the host until its search needs no more.
constexpr int STACK_ROWS = 24;
constexpr int THREADS_PER_BLOCK = 128;
// The levels search keeps a counter a row a thread in shared memory beside its stack.
constexpr int LEVEL_THREADS_PER_BLOCK = 64;
// Tasks at which the host stops opening the levels search: more than the count's, as each is a plain search, unpruned
// by the frames (n = 20: about 1.9 * 10^12 nodes in the mirrored half).
constexpr size_t LEVEL_TARGET_TASKS = size_t(1) << 23;
// When a thread's 32-bit row counter of the levels is moved into the 64-bit total: on the device, at 2^31; on the
// host (tests), at 1000.
constexpr uint32_t DEVICE_FLUSH_AT = 1u << 31;
constexpr uint32_t HOST_FLUSH_AT = 1000;

struct Task {
    uint32_t frame;
    uint32_t level;
    uint32_t free;
    uint32_t l;
    uint32_t d;
    uint32_t r;
};

__host__ __device__ inline unsigned int popcount(uint32_t word) {
#ifdef __CUDA_ARCH__
    return __popc(word);
#else
    return (unsigned int) __builtin_popcount(word);
#endif
}

// How a thread keeps its way back up the search. THREE_WORDS (the first layout): the stack keeps,
// for each row entered below the task's, the row's free squares and both diagonals. ONE_WORD: the
// stack keeps the free squares only, and the diagonals come back by shifting them back and taking
// the queen out; for that no shift may lose a bit, so the diagonals are kept in 64 bits, the one
// going down-right in the high half (a task's rows shift them at most 31 places in all, which a
// 32-bit row and 32 bits of room hold). One word a row leaves room in a multiprocessor's shared
// memory for three times the threads.
enum class Layout { THREE_WORDS, ONE_WORD };

// What the search needs of row i to go on to row i + 1: row i + 1's squares and the columns the
// diagonals move on the way there.
struct Step {
    uint32_t mask;
    uint32_t shift;
};

// How the search reads its rows' steps. EACH_TRY (the kernel of 2026-11-27): both words read again
// for every square tried, from two arrays, and the shift once more on the way up. ON_ROW_CHANGE:
// the step of the row the search stands on is kept in two registers and read (one 8-byte word) only
// when the search goes down or up a row; a square tried on the same row (most tries: every dead end
// and every queen of the last row) reads no memory at all. The levels' rows are constants, read for
// nothing either way, but ON_ROW_CHANGE's registers for them compiled the levels' kernel to 34 and 38
// registers instead of 32 and 34, so the levels keep EACH_TRY, the code of 2026-11-27.
enum class Reads { EACH_TRY, ON_ROW_CHANGE };

// How a thread's search loop chooses its step. SEPARATE (the kernels of 2026-11-27 and session 13):
// by branches, a turn going back up a row or trying a square, and a square tried either dead, on the
// last row, or a way down. A warp's 32 threads each stand at their own place in their own search, so
// they part at every branch and the warp runs each path taken with only its threads: Nsight Compute
// counted 9.4 threads of 32 active an instruction on an H200 (n = 19, one batch), the issue slots 71 %
// busy. SELECTED: every turn computes both the way up and the try, each thread keeps the one that
// applies by selects, so the warp's threads stay together through the turn: more instructions a turn,
// each for up to 32 threads.
enum class Loop { SEPARATE, SELECTED, CONTINUOUS };

// The rows of a frame's interior: row i's squares masks[i], and the diagonals move shifts[i]
// columns on the way to the next free row.
struct FrameRows {
    const uint32_t* __restrict__ masks;
    const uint32_t* __restrict__ shifts;
    int rows;
    __host__ __device__ Step step(int i) const { return Step{masks[i + 1], shifts[i]}; }
};

// The same rows as steps, one 8-byte word a row: steps[i] = (masks[i + 1], shifts[i]); steps[rows - 1]
// holds zeros, read ahead on entering the last row but one and never used. The first free row's
// squares are the task's own.
struct FrameSteps {
    const uint2* __restrict__ steps;
    int rows;
    __host__ __device__ Step step(int i) const {
#ifdef __CUDA_ARCH__
        uint2 word = __ldg(steps + i);
#else
        uint2 word = steps[i];
#endif
        return Step{word.x, word.y};
    }
};

// The rows of the plain search of the n x n board: every row the full one, every shift 1.
struct PlainRows {
    uint32_t full;
    int rows;
    __host__ __device__ Step step(int) const { return Step{full, 1}; }
};

// What the count keeps of a task: the nodes (queens placed on safe squares, every row) and the
// interiors (those placed on the last row).
struct Interiors {
    unsigned long long found = 0;
    unsigned long long placed = 0;
    __host__ __device__ void add(int, unsigned int count, bool last) {
        placed += count;
        if (last) {
            found += count;
        }
    }
};

// What the levels keep of a task: the queens placed on each row, counted twice (weight 1) when a
// mirror image stands for them, in a 32-bit counter a row at counts[row * stride] (half the shared
// memory of 64 bits, so more threads a multiprocessor), each moved into the 64-bit levels[row]
// once it reaches flushAt (at most 2^31, so that a queen's 2 more cannot wrap it around).
struct RowCounts {
    uint32_t* counts;
    int stride;
    unsigned int weight;
    uint32_t flushAt;
    unsigned long long* levels;
    __host__ __device__ void add(int row, unsigned int count, bool) {
        uint32_t& own = counts[row * stride];
        own += count << weight;
        if (own >= flushAt) {
            flush(row);
        }
    }
    __host__ __device__ void flush(int row) {
        uint32_t& own = counts[row * stride];
#ifdef __CUDA_ARCH__
        atomicAdd(levels + row, (unsigned long long) own);
#else
        levels[row] += own;
#endif
        own = 0;
    }
};

// Searches one task to the end: the queens of rows level.. of its rows, whose free squares in row
// `level` are `free`, telling `tally` of the queens placed on each row. The queen a row took is the
// lowest of the free squares the stack keeps for it, so it and the rest come back from them, and
// the columns come back by taking the queen out again. Entry k of a stack's word w is at
// [(w * STACK_ROWS + k) * stride], so threads of a block can interleave their stacks in shared memory.
// `here` is the step of row i: with Reads::EACH_TRY read again before each use, with ON_ROW_CHANGE
// read once each time i changes (the search's only memory reads then, besides its stack), and that
// read off the search's path of dependent instructions: the step of row i + 1 is read ahead
// (`ahead`) as soon as the search enters row i, so going down a row takes it from a register; going
// up reads row i - 1's step beside the stack's word, whose read it waits for anyway.
template <Layout LAYOUT, Reads READS, typename Rows, typename Tally>
__host__ __device__ inline void searchTaskBranching(const Task& task, const Rows& rows, uint32_t* stack, int stride, Tally& tally) {
    constexpr bool ONE = LAYOUT == Layout::ONE_WORD;
    constexpr bool EACH = READS == Reads::EACH_TRY;
    // The word the diagonals are kept in, and where the down-right one's row view sits in it.
    using Word = typename std::conditional<ONE, unsigned long long, uint32_t>::type;
    constexpr int HIGH = ONE ? 32 : 0;
    uint32_t* stackFree = stack;
    uint32_t* stackL = stack + STACK_ROWS * stride;
    uint32_t* stackR = stack + 2 * STACK_ROWS * stride;
    const int base = (int) task.level;
    const int last = rows.rows - 1;
    int i = base;
    uint32_t free = task.free;
    Word l = task.l;
    uint32_t d = task.d;
    Word r = (Word) task.r << HIGH;
    tally.add(i, popcount(free), i == last);
    if (i == last) {
        return;
    }
    Step here = rows.step(i);
    // Row `last` has no step: its index stands in for it (read, never used), inside the frame's steps.
    Step ahead = EACH ? here : rows.step(i + 1 < last ? i + 1 : last);
    for (;;) {
        if (free == 0) {
            if (i == base) {
                break;
            }
            i--;
            if (!EACH) {
                ahead = here;
            }
            here = rows.step(i);
            int k = (i - base) * stride;
            uint32_t before = stackFree[k];
            uint32_t queen = before & (0u - before);
            free = before ^ queen;
            d ^= queen;
            if (ONE) {
                uint32_t shift = here.shift;
                l = (l >> shift) & ~(Word) queen;
                r = (r << shift) & ~((Word) queen << HIGH);
            } else {
                l = stackL[k];
                r = stackR[k];
            }
            continue;
        }
        if (EACH) {
            here = rows.step(i);
        }
        uint32_t bit = free & (0u - free);
        uint32_t shift = here.shift;
        Word nl = (l | bit) << shift;
        uint32_t nd = d | bit;
        Word nr = (r | ((Word) bit << HIGH)) >> shift;
        uint32_t next = here.mask & ~((uint32_t) nl | nd | (uint32_t) (nr >> HIGH));
        if (next == 0) {
            free ^= bit;
            continue;
        }
        tally.add(i + 1, popcount(next), i + 1 == last);
        if (i + 1 == last) {
            free ^= bit;
            continue;
        }
        int k = (i - base) * stride;
        stackFree[k] = free;
        if (!ONE) {
            stackL[k] = (uint32_t) l;
            stackR[k] = (uint32_t) r;
        }
        i++;
        if (!EACH) {
            here = ahead;
            ahead = rows.step(i + 1 < last ? i + 1 : last);
        }
        free = next;
        l = nl;
        d = nd;
        r = nr;
    }
}

// The same search by selects (Loop::SELECTED): each turn reads the stack's entry of the row above (with the one-word
// stack, its step too: the way up) and the step of the row it stands on (the try), computes both, and keeps the way
// up when the row has no free square left, else the try's outcome: down a row when the square leaves the next row
// some squares and the next row is not the last, else the square taken out of the row. Only the task's end is a branch. The stack's entry for the
// row it stands on is written every turn, no branch around the store: it is read only after a way down, which writes
// it, and the entries of the rows below are written before they are read; on the last row but one it is an entry
// more than the branching search uses, which the host's opening leaves room for (openTasks). The way up reads the
// entry above the one it stands on, kept as an offset (`own`) moved with the row, with no test: on the task's own row
// that is entry -1, read for nothing (the way up is not taken there), so a stack given to this search has a guard
// word before it (the kernel's and the host's); entry -1 of the later words is the word before's last entry. That
// took the turn of the three-word stack from 61 to 56 machine instructions, 60 to 53 with the continuous loop (sm_90,
// ptxas of CUDA 11.8 on nvcc 13's PTX, cuobjdump; the test and select of the row above and two address computations).
template <Layout LAYOUT>
struct SelectedSearch {
    static constexpr bool ONE = LAYOUT == Layout::ONE_WORD;
    // The word the diagonals are kept in, and where the down-right one's row view sits in it.
    using Word = typename std::conditional<ONE, unsigned long long, uint32_t>::type;
    static constexpr int HIGH = ONE ? 32 : 0;
    int base = 0;
    int last = 0;
    int i = 0;
    // The stack's entry of row i: (i - base) * stride.
    int own = 0;
    uint32_t free = 0;
    uint32_t d = 0;
    Word l = 0;
    Word r = 0;

    // Stands on the task's own row, of a frame of `rows` rows.
    __host__ __device__ void start(const Task& task, int rows, uint32_t* stack, int stride) {
        base = (int) task.level;
        last = rows - 1;
        i = base;
        own = 0;
        free = task.free;
        l = task.l;
        d = task.d;
        r = (Word) task.r << HIGH;
    }

    // Whether the task is searched to its end: no square left on its own row.
    __host__ __device__ bool ended() const {
        return free == 0 && i == base;
    }

    // One turn: the way up or a square tried, telling `tally` of the queens the next row takes.
    template <typename Rows, typename Tally>
    __host__ __device__ __forceinline__ void turn(const Rows& rows, uint32_t* stack, int stride, Tally& tally) {
        uint32_t* stackFree = stack;
        uint32_t* stackL = stack + STACK_ROWS * stride;
        uint32_t* stackR = stack + 2 * STACK_ROWS * stride;
        const bool up = free == 0;
        // The way up: the row above's free squares as the stack keeps them, the lowest its queen.
        const int k = own - stride;
        const uint32_t before = stackFree[k];
        const uint32_t queen = before & (0u - before);
        Word upL;
        Word upR;
        if (ONE) {
            const Step back = rows.step(i > base ? i - 1 : base);
            upL = (l >> back.shift) & ~(Word) queen;
            upR = (r << back.shift) & ~((Word) queen << HIGH);
        } else {
            upL = stackL[k];
            upR = stackR[k];
        }
        // The try: the lowest free square of this row (none when going up, whose count is then zero).
        const Step here = rows.step(i);
        const uint32_t bit = free & (0u - free);
        const Word nl = (l | bit) << here.shift;
        const uint32_t nd = d | bit;
        const Word nr = (r | ((Word) bit << HIGH)) >> here.shift;
        const uint32_t next = here.mask & ~((uint32_t) nl | nd | (uint32_t) (nr >> HIGH));
        tally.add(i + 1, up ? 0u : popcount(next), i + 1 == last);
        const bool down = !up && next != 0 && i + 1 != last;
        stackFree[own] = free;
        if (!ONE) {
            stackL[own] = (uint32_t) l;
            stackR[own] = (uint32_t) r;
        }
        const int move = up ? -1 : (down ? 1 : 0);
        i += move;
        own += move * stride;
        free = up ? before ^ queen : (down ? next : free ^ bit);
        d = up ? d ^ queen : (down ? nd : d);
        l = up ? upL : (down ? nl : l);
        r = up ? upR : (down ? nr : r);
    }
};

// Searches one task to the end by selects.
template <Layout LAYOUT, typename Rows, typename Tally>
__host__ __device__ inline void searchTaskSelected(const Task& task, const Rows& rows, uint32_t* stack, int stride, Tally& tally) {
    SelectedSearch<LAYOUT> search;
    search.start(task, rows.rows, stack, stride);
    tally.add(search.i, popcount(search.free), search.i == search.last);
    if (search.i == search.last) {
        return;
    }
    while (!search.ended()) {
        search.turn(rows, stack, stride, tally);
    }
}

// The tasks of a batch, taken in turn by the threads (on the host, by the one).
struct TaskQueue {
    const Task* tasks;
    unsigned long long count;
    unsigned long long* taken;
    __host__ __device__ bool take(Task& task) {
#ifdef __CUDA_ARCH__
        unsigned long long t = atomicAdd(taken, 1ULL);
#else
        unsigned long long t = (*taken)++;
#endif
        if (t >= count) {
            return false;
        }
        task = tasks[t];
        return true;
    }
};

// The counts of a batch's frames, each task's added to its frame's.
struct FrameCounts {
    unsigned long long* interiors;
    unsigned long long* nodes;
    __host__ __device__ void add(uint32_t frame, const Interiors& tally) {
#ifdef __CUDA_ARCH__
        atomicAdd(interiors + frame, tally.found);
        atomicAdd(nodes + frame, tally.placed);
#else
        interiors[frame] += tally.found;
        nodes[frame] += tally.placed;
#endif
    }
};

// A frame's rows as steps (FrameSteps) or as masks and shifts (FrameRows), by the frame's number.
struct StepsOf {
    const uint2* steps;
    const int* rows;
    __host__ __device__ FrameSteps operator()(uint32_t frame) const {
        return FrameSteps{steps + (size_t) frame * MAX_ROWS, rows[frame]};
    }
};
struct RowsOf {
    const uint32_t* masks;
    const uint32_t* shifts;
    const int* rows;
    __host__ __device__ FrameRows operator()(uint32_t frame) const {
        return FrameRows{masks + (size_t) frame * MAX_ROWS, shifts + (size_t) frame * MAX_ROWS, rows[frame]};
    }
};

// Searches the queue's tasks by selects, a thread whose task ends taking the next in the same loop (Loop::CONTINUOUS).
// With SELECTED a warp's threads that end their tasks wait for the others' to end (the loop over tasks meets again
// after the search of each): Nsight Compute counted 17.0 threads of 32 active an instruction (H200, n = 19, one
// batch), and 32 threads stepping through n = 16's tasks (3,206 frames opened 3 rows deep) in lock step on the host,
// each waiting for the warp's longest task, are 16.3 active a turn on average; taking the next task in the turn keeps
// 31.9 active there. The task's end is then the one branch, once a task.
template <Layout LAYOUT, typename Frames>
__host__ __device__ inline void searchTasksSelected(const Frames& frames, TaskQueue& queue, FrameCounts& counts, uint32_t* stack,
        int stride) {
    SelectedSearch<LAYOUT> search;
    Task task{};
    decltype(frames(0u)) rows{};
    Interiors tally;
    bool searching = false;
    for (;;) {
        if (search.ended()) {
            if (searching) {
                counts.add(task.frame, tally);
            }
            if (!queue.take(task)) {
                return;
            }
            searching = true;
            rows = frames(task.frame);
            tally = Interiors{};
            search.start(task, rows.rows, stack, stride);
            tally.add(search.i, popcount(search.free), search.i == search.last);
            if (search.i == search.last) {
                // Counted whole: ended.
                search.free = 0;
            }
            continue;
        }
        search.turn(rows, stack, stride, tally);
    }
}

// Searches one task to the end, by branches or by selects.
template <Layout LAYOUT, Reads READS, Loop LOOP, typename Rows, typename Tally>
__host__ __device__ inline void searchTask(const Task& task, const Rows& rows, uint32_t* stack, int stride, Tally& tally) {
    if constexpr (LOOP == Loop::SELECTED) {
        searchTaskSelected<LAYOUT>(task, rows, stack, stride, tally);
    } else {
        searchTaskBranching<LAYOUT, READS>(task, rows, stack, stride, tally);
    }
}

// Searches the queue's tasks on this thread, adding each task's counts to its frame's: one task at a time to its end
// (Loop::SEPARATE, SELECTED), or all in one loop (CONTINUOUS). The kernel and the host mode both run this.
template <Layout LAYOUT, Reads READS, Loop LOOP, typename Frames>
__host__ __device__ inline void searchQueue(const Frames& frames, TaskQueue& queue, FrameCounts& counts, uint32_t* stack, int stride) {
    if constexpr (LOOP == Loop::CONTINUOUS) {
        searchTasksSelected<LAYOUT>(frames, queue, counts, stack, stride);
    } else {
        Task task;
        while (queue.take(task)) {
            Interiors tally;
            searchTask<LAYOUT, READS, LOOP>(task, frames(task.frame), stack, stride, tally);
            counts.add(task.frame, tally);
        }
    }
}

__host__ __device__ constexpr int stackWords(Layout layout) {
    return layout == Layout::ONE_WORD ? 1 : 3;
}

// The count's kernel: each thread takes tasks from the shared counter until none is left. With
// Reads::ON_ROW_CHANGE a frame's rows are read as `steps` (one word a row); with EACH_TRY as `masks`
// and `shifts`, the kernel of 2026-11-27. The compiler sizes it (the one-word stack read on a change of row: 40
// registers, so 12 blocks of 128 threads a multiprocessor of 64 K registers; the kernel of 2026-11-27: 32, 16 blocks).
template <Layout LAYOUT, Reads READS, Loop LOOP>
__global__ void __launch_bounds__(THREADS_PER_BLOCK) searchTasks(const Task* __restrict__ tasks, unsigned long long taskCount,
        const uint32_t* __restrict__ masks, const uint32_t* __restrict__ shifts, const uint2* __restrict__ steps,
        const int* __restrict__ rows, unsigned long long* next, unsigned long long* interiors, unsigned long long* nodes) {
    // A guard row before the stacks (SelectedSearch): 512 bytes more a block of the three-word stack's 36 KB, so that
    // six blocks still fit an H200's multiprocessor.
    __shared__ uint32_t stacks[stackWords(LAYOUT) * STACK_ROWS * THREADS_PER_BLOCK + THREADS_PER_BLOCK];
    uint32_t* stack = stacks + THREADS_PER_BLOCK + threadIdx.x;
    stack[-THREADS_PER_BLOCK] = 0;
    TaskQueue queue{tasks, taskCount, next};
    FrameCounts counts{interiors, nodes};
    if (READS == Reads::ON_ROW_CHANGE) {
        searchQueue<LAYOUT, READS, LOOP>(StepsOf{steps, rows}, queue, counts, stack, THREADS_PER_BLOCK);
    } else {
        searchQueue<LAYOUT, READS, LOOP>(RowsOf{masks, shifts, rows}, queue, counts, stack, THREADS_PER_BLOCK);
    }
}

// The levels search: a task's `frame` is its weight (1: counted twice). Each thread keeps a counter
// a row in shared memory, moved into the levels when it grows large and at the thread's end.
template <Layout LAYOUT>
__global__ void __launch_bounds__(LEVEL_THREADS_PER_BLOCK) searchLevelTasks(const Task* __restrict__ tasks, unsigned long long taskCount,
        int n, unsigned long long* next, unsigned long long* levels) {
    __shared__ uint32_t stack[stackWords(LAYOUT) * STACK_ROWS * LEVEL_THREADS_PER_BLOCK];
    __shared__ uint32_t counts[MAX_ROWS * LEVEL_THREADS_PER_BLOCK];
    uint32_t* own = counts + threadIdx.x;
    for (int row = 0; row < MAX_ROWS; row++) {
        own[row * LEVEL_THREADS_PER_BLOCK] = 0;
    }
    PlainRows plain{n == 32 ? ~0u : (1u << n) - 1u, n};
    RowCounts tally{own, LEVEL_THREADS_PER_BLOCK, 0, DEVICE_FLUSH_AT, levels};
    for (;;) {
        unsigned long long t = atomicAdd(next, 1ULL);
        if (t >= taskCount) {
            break;
        }
        Task task = tasks[t];
        tally.weight = task.frame;
        searchTask<LAYOUT, Reads::EACH_TRY, Loop::SEPARATE>(task, plain, stack + threadIdx.x, LEVEL_THREADS_PER_BLOCK, tally);
    }
    for (int row = 0; row < n; row++) {
        if (own[row * LEVEL_THREADS_PER_BLOCK] != 0) {
            tally.flush(row);
        }
    }
}

[[noreturn]] void fail(int code, const std::string& message) {
    std::fprintf(stderr, "nqueens-gpu: %s\n", message.c_str());
    std::exit(code);
}

void check(cudaError_t status, const char* what) {
    if (status != cudaSuccess) {
        fail(3, std::string(what) + " failed: " + cudaGetErrorString(status));
    }
}

struct Batch {
    int frames = 0;
    std::vector<uint32_t> masks;
    std::vector<uint32_t> shifts;
    std::vector<int> rows;
};

// Reads one unsigned number from the input; false at the end of a line or the input.
bool readNumber(unsigned long long& value, long line) {
    int c;
    do {
        c = std::getchar();
    } while (c == ' ' || c == '\t');
    if (c == '\n' || c == EOF) {
        if (c == '\n') {
            std::ungetc(c, stdin);
        }
        return false;
    }
    if (c < '0' || c > '9') {
        fail(2, "line " + std::to_string(line) + ": '" + std::string(1, (char) c) + "' where a number was expected");
    }
    value = 0;
    while (c >= '0' && c <= '9') {
        if (value > (~0ULL - 9) / 10) {
            fail(2, "line " + std::to_string(line) + ": a number too large");
        }
        value = value * 10 + (unsigned long long) (c - '0');
        c = std::getchar();
    }
    if (c != EOF) {
        std::ungetc(c, stdin);
    }
    return true;
}

void endLine(long line) {
    int c;
    do {
        c = std::getchar();
    } while (c == ' ' || c == '\t' || c == '\r');
    if (c != '\n' && c != EOF) {
        fail(2, "line " + std::to_string(line) + ": more numbers than the frame's rows call for");
    }
}

// A question of the command "levels".
struct LevelsQuestion {
    int n = 0;
    uint32_t twice = 0;
    uint32_t once = 0;
};

enum class Command { END, BATCH, LEVELS };

// Reads the line "levels N TWICE ONCE" after its first word.
void readLevels(LevelsQuestion& question, long line) {
    unsigned long long n = 0;
    unsigned long long twice = 0;
    unsigned long long once = 0;
    if (!readNumber(n, line) || n < 1 || n > MAX_ROWS || !readNumber(twice, line) || !readNumber(once, line)) {
        fail(2, "line " + std::to_string(line) + ": expected 'levels N TWICE ONCE' with 1 <= N <= 32");
    }
    unsigned long long full = (1ULL << n) - 1;
    if ((twice & ~full) != 0 || (once & ~full) != 0 || (twice & once) != 0) {
        fail(2, "line " + std::to_string(line) + ": the columns TWICE and ONCE must be apart and within the board's N columns");
    }
    endLine(line);
    question.n = (int) n;
    question.twice = (uint32_t) twice;
    question.once = (uint32_t) once;
}

// Reads the next command: a batch into `batch`, a levels question into `question`, or the end of the input.
Command readCommand(Batch& batch, LevelsQuestion& question, long& line) {
    char word[16];
    int read = std::scanf("%15s", word);
    if (read == EOF) {
        return Command::END;
    }
    line++;
    if (read == 1 && std::strcmp(word, "levels") == 0) {
        readLevels(question, line);
        return Command::LEVELS;
    }
    unsigned long long frames = 0;
    if (read != 1 || std::strcmp(word, "batch") != 0 || !readNumber(frames, line) || frames < 1 || frames > (1u << 24)) {
        fail(2, "line " + std::to_string(line) + ": expected 'batch F' with 1 <= F <= 16777216, or 'levels N TWICE ONCE'");
    }
    endLine(line);
    batch.frames = (int) frames;
    batch.masks.assign(frames * MAX_ROWS, 0);
    batch.shifts.assign(frames * MAX_ROWS, 0);
    batch.rows.assign(frames, 0);
    for (size_t f = 0; f < frames; f++) {
        line++;
        unsigned long long rows = 0;
        if (!readNumber(rows, line) || rows < 1 || rows > MAX_ROWS) {
            fail(2, "line " + std::to_string(line) + ": a frame needs 1 to 32 free rows");
        }
        batch.rows[f] = (int) rows;
        for (size_t i = 0; i < rows; i++) {
            unsigned long long mask = 0;
            if (!readNumber(mask, line) || mask > 0xffffffffULL) {
                fail(2, "line " + std::to_string(line) + ": mask " + std::to_string(i) + " missing or wider than 32 columns");
            }
            batch.masks[f * MAX_ROWS + i] = (uint32_t) mask;
        }
        for (size_t i = 0; i + 1 < rows; i++) {
            unsigned long long shift = 0;
            if (!readNumber(shift, line) || shift < 1 || shift > 31) {
                fail(2, "line " + std::to_string(line) + ": shift " + std::to_string(i) + " missing or not in 1..31");
            }
            batch.shifts[f * MAX_ROWS + i] = (uint32_t) shift;
        }
        endLine(line);
    }
    return Command::BATCH;
}

// The threads that open a batch's tasks: one, the program's own, unless NQUEENS_GPU_OPENERS=K sets K (at most 64). The
// device waits for the first batch's opening, and a kernel that searched a batch faster than the host opens the next
// would wait for every one: on the H200's host, one thread opened n = 20's batches in 270 to 360 ms each (a fresh
// vector a row then; TaskBuffer), the device searched each in about 400. On this project's 2-core machine one thread
// now opens such a batch (5.6 million tasks) in 23 to 49 ms, two in 34 to 51 ms, as the machine's load goes
// (benchmarks/run-gpu-opening); the many cores of a device's host are still to be timed.
int openers = 1;

// Runs work(0) .. work(count - 1), each on a thread of its own (work(0) on the caller's), and waits for them all.
template <typename Work>
void onThreads(size_t count, Work work) {
    std::vector<std::thread> threads;
    for (size_t k = 1; k < count; k++) {
        threads.emplace_back(work, k);
    }
    work(0);
    for (std::thread& thread : threads) {
        thread.join();
    }
}

// Where the opening's tasks are kept: memory held from one batch to the next, grown only past the largest row yet, and
// never written but by the tasks put in it. The opening used a fresh std::vector a row of every batch: n = 20's
// batches (5.6 million tasks, 134 MB) then spent three quarters of their opening in the operating system, in a page
// fault for each new page and in copies as the vectors grew (one thread, this project's 2-core machine: 0.29 s system
// and 0.08 s user time for two batches). With a device the memory is pinned (page-locked), so that the tasks' copy to the
// device is the device's own transfer, not staged through a buffer by this thread; memory outgrown then stays until
// the device is idle (after a levels question) or the program ends, as freeing pinned memory may wait for the device
// and a count's batches keep it busy. Without a device, or where pinning fails, it is plain memory.
class TaskBuffer {
public:
    TaskBuffer() = default;
    TaskBuffer(const TaskBuffer&) = delete;
    TaskBuffer& operator=(const TaskBuffer&) = delete;
    ~TaskBuffer() {
        release(tasks_, tasksPinned_);
        for (Task* outgrown : outgrown_) {
            release(outgrown, true);
        }
    }

    Task* data() const { return tasks_; }
    size_t size() const { return size_; }
    void clear() { size_ = 0; }

    // Makes room for `more` tasks after the ones held, and returns where they go; the caller then tells `grown` how
    // many it put there.
    Task* room(size_t more) {
        if (size_ + more > capacity_) {
            size_t capacity = std::max(size_ + more, capacity_ + capacity_ / 2);
            bool pinned = false;
            Task* tasks = allocate(capacity, pinned);
            if (size_ > 0) {
                std::memcpy(tasks, tasks_, size_ * sizeof(Task));
            }
            if (tasksPinned_) {
                outgrown_.push_back(tasks_);
            } else {
                release(tasks_, false);
            }
            tasks_ = tasks;
            tasksPinned_ = pinned;
            capacity_ = capacity;
        }
        return tasks_ + size_;
    }
    void grown(size_t count) { size_ += count; }
    void push(const Task& task) {
        *room(1) = task;
        grown(1);
    }
    void swap(TaskBuffer& other) {
        std::swap(tasks_, other.tasks_);
        std::swap(size_, other.size_);
        std::swap(capacity_, other.capacity_);
        std::swap(tasksPinned_, other.tasksPinned_);
        std::swap(pinned_, other.pinned_);
        std::swap(outgrown_, other.outgrown_);
    }
    // Pins what is allocated from now on (set before the first task is put in).
    void pin() { pinned_ = true; }
    // Frees the pinned memory outgrown so far: only while the device is idle.
    void releaseOutgrown() {
        for (Task* outgrown : outgrown_) {
            release(outgrown, true);
        }
        outgrown_.clear();
    }

private:
    Task* allocate(size_t capacity, bool& pinned) {
        if (pinned_) {
            void* memory = nullptr;
            if (cudaMallocHost(&memory, capacity * sizeof(Task)) == cudaSuccess) {
                pinned = true;
                return static_cast<Task*>(memory);
            }
            // Too much to pin: plain memory from now on (the copy to the device is then staged, as before).
            cudaGetLastError();
            pinned_ = false;
        }
        Task* memory = static_cast<Task*>(std::malloc(capacity * sizeof(Task)));
        if (memory == nullptr) {
            fail(3, "no memory for " + std::to_string(capacity) + " tasks on the host");
        }
        return memory;
    }
    static void release(Task* tasks, bool pinned) {
        if (pinned) {
            cudaFreeHost(tasks);
        } else {
            std::free(tasks);
        }
    }

    Task* tasks_ = nullptr;
    bool tasksPinned_ = false;
    size_t size_ = 0;
    size_t capacity_ = 0;
    bool pinned_ = false;
    std::vector<Task*> outgrown_;
};

// The opening's memory, kept by the program from batch to batch: the row's tasks (after openTasks, the batch's) and
// the next row's.
struct Opening {
    TaskBuffer tasks;
    TaskBuffer next;
    explicit Opening(bool pinned) {
        if (pinned) {
            tasks.pin();
            next.pin();
        }
    }
};

// Whether a task of `rows` rows is opened a row further: when its search would need more rows of stack than a thread
// has (an entry for each row but the last: the search by selects writes the last but one's too), or while the tasks
// are `few`, as long as it keeps MIN_ROWS_LEFT rows.
inline bool opens(const Task& task, int rows, bool few) {
    int left = rows - (int) task.level;
    return left - 1 > STACK_ROWS || (few && left > MIN_ROWS_LEFT);
}

// The tasks a task makes a row further, given to use(task) in order: one for each of its row's free squares that
// leaves the next row some squares.
template <typename Mask, typename Shift, typename Use>
inline void forEachOpened(const Task& task, Mask& mask, Shift& shift, Use use) {
    uint32_t below = mask(task, task.level + 1);
    uint32_t step = shift(task, task.level);
    for (uint32_t free = task.free; free != 0;) {
        uint32_t bit = free & (0u - free);
        free ^= bit;
        uint32_t nl = (task.l | bit) << step;
        uint32_t nd = task.d | bit;
        uint32_t nr = (task.r | bit) >> step;
        uint32_t squares = below & ~(nl | nd | nr);
        if (squares != 0) {
            use(Task{task.frame, task.level + 1, squares, nl, nd, nr});
        }
    }
}

// The tasks a range makes a row further: each task kept if it `opens` not, else the tasks it makes, written from
// `out` on, in order, their number returned; opened(range, task) is told of each task opened, and `any` set if one was.
template <typename Rows, typename Mask, typename Shift, typename Opened>
size_t openRange(const Task* from, const Task* to, bool few, Rows& rows, Mask& mask, Shift& shift, Opened& opened, size_t range,
        Task* out, bool& any) {
    Task* const begin = out;
    for (const Task* task = from; task != to; task++) {
        if (!opens(*task, rows(*task), few)) {
            *out++ = *task;
            continue;
        }
        opened(range, *task);
        any = true;
        forEachOpened(*task, mask, shift, [&](const Task& made) { *out++ = made; });
    }
    return (size_t) (out - begin);
}

// The number of tasks openRange makes of a range.
template <typename Rows, typename Mask, typename Shift>
size_t countOpened(const Task* from, const Task* to, bool few, Rows& rows, Mask& mask, Shift& shift) {
    size_t count = 0;
    for (const Task* task = from; task != to; task++) {
        if (!opens(*task, rows(*task), few)) {
            count++;
        } else {
            forEachOpened(*task, mask, shift, [&](const Task&) { count++; });
        }
    }
    return count;
}

// Opens searches a row at a time (those `opens` says), all of them while there are fewer than
// `target` tasks. The tasks to open are opening.tasks, where the tasks opened are left. A task's
// search has rows(task) rows, row i's squares mask(task, i) and the shift shift(task, i) to the
// next; opened(range, task) is told of each task opened, whose own row's nodes are then counted by
// the caller, on the thread of the range (0 .. openers - 1) the task is in: the caller keeps a tally
// a range and adds them up. `levels` is set to the rows opened. On one thread a row's tasks are
// written in room for as many as there are free squares; on several, a row is split in consecutive
// ranges, each thread counts its range's tasks, and then writes them at their place in the row:
// the tasks and their order are those of one thread.
template <typename Rows, typename Mask, typename Shift, typename Opened>
void openTasks(Opening& opening, size_t target, Rows rows, Mask mask, Shift shift, Opened opened, int& levels) {
    // Fewer tasks than this a thread are opened on one thread: starting threads would cost more.
    constexpr size_t GRAIN = 16384;
    TaskBuffer& tasks = opening.tasks;
    TaskBuffer& next = opening.next;
    levels = 0;
    for (;;) {
        const bool few = tasks.size() < target;
        // Enough tasks, and none too deep for a thread's stack (as a rule): done, without a row's copy to find it out.
        if (!few && std::none_of(tasks.data(), tasks.data() + tasks.size(), [&](const Task& task) { return opens(task, rows(task), few); })) {
            break;
        }
        const size_t ranges = std::max<size_t>(1, std::min<size_t>((size_t) openers, tasks.size() / GRAIN));
        next.clear();
        bool any = false;
        if (ranges == 1) {
            size_t most = 0;
            for (const Task* task = tasks.data(); task != tasks.data() + tasks.size(); task++) {
                most += std::max(1u, popcount(task->free));
            }
            next.grown(openRange(tasks.data(), tasks.data() + tasks.size(), few, rows, mask, shift, opened, 0, next.room(most), any));
        } else {
            auto begin = [&](size_t k) { return tasks.data() + tasks.size() * k / ranges; };
            std::vector<size_t> offsets(ranges + 1, 0);
            onThreads(ranges, [&](size_t k) { offsets[k + 1] = countOpened(begin(k), begin(k + 1), few, rows, mask, shift); });
            for (size_t k = 0; k < ranges; k++) {
                offsets[k + 1] += offsets[k];
            }
            Task* row = next.room(offsets[ranges]);
            // One flag a range, each written by its thread alone (a vector<bool> would share its words).
            std::vector<char> anyOf(ranges, 0);
            onThreads(ranges, [&](size_t k) {
                bool own = false;
                openRange(begin(k), begin(k + 1), few, rows, mask, shift, opened, k, row + offsets[k], own);
                anyOf[k] = own;
            });
            next.grown(offsets[ranges]);
            any = std::any_of(anyOf.begin(), anyOf.end(), [](char own) { return own != 0; });
        }
        if (!any) {
            break;
        }
        tasks.swap(next);
        levels++;
    }
}

// Opens a batch's frames into opening.tasks; the nodes of the rows opened are added to `nodes`.
void openFrames(const Batch& batch, size_t target, Opening& opening, std::vector<unsigned long long>& nodes, int& levels) {
    opening.tasks.clear();
    for (int f = 0; f < batch.frames; f++) {
        opening.tasks.push(Task{(uint32_t) f, 0, batch.masks[(size_t) f * MAX_ROWS], 0, 0, 0});
    }
    // The nodes a range's thread opened, a frame each.
    std::vector<std::vector<unsigned long long>> opened((size_t) openers, std::vector<unsigned long long>(batch.frames, 0));
    openTasks(opening, target, [&](const Task& task) { return batch.rows[task.frame]; },
            [&](const Task& task, uint32_t row) { return batch.masks[(size_t) task.frame * MAX_ROWS + row]; },
            [&](const Task& task, uint32_t row) { return batch.shifts[(size_t) task.frame * MAX_ROWS + row]; },
            [&](size_t range, const Task& task) { opened[range][task.frame] += popcount(task.free); }, levels);
    for (const std::vector<unsigned long long>& own : opened) {
        for (int f = 0; f < batch.frames; f++) {
            nodes[f] += own[f];
        }
    }
}

template <typename T>
T* toDevice(const T* values, size_t count, cudaStream_t stream, const char* what) {
    T* device = nullptr;
    check(cudaMallocAsync((void**) &device, count * sizeof(T) + 1, stream), what);
    // Nothing (the frames' form a kernel does not read) is allocated a byte and copied nothing: `values` may be null.
    if (count > 0) {
        check(cudaMemcpyAsync(device, values, count * sizeof(T), cudaMemcpyHostToDevice, stream), what);
    }
    return device;
}

template <typename T>
T* toDevice(const std::vector<T>& values, cudaStream_t stream, const char* what) {
    return toDevice(values.data(), values.size(), stream, what);
}

double millisSince(const std::chrono::steady_clock::time_point& start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// A batch whose search is under way on a stream of the device (or done, on the host), to be answered.
struct Flight {
    int frames = 0;
    std::vector<unsigned long long> interiors;
    std::vector<unsigned long long> nodes;
    bool onDevice = false;
    cudaStream_t stream = nullptr;
    std::vector<void*> buffers;
    unsigned long long* deviceInteriors = nullptr;
    unsigned long long* deviceNodes = nullptr;
    int levels = 0;
    size_t tasks = 0;
    double openMs = 0;
    std::chrono::steady_clock::time_point searching;
    // Opened and not searched (NQUEENS_GPU_OPEN_ONLY=1): logged, not answered.
    bool openOnly = false;
};

// The count's kernel as chosen: the stack's layout, how the rows are read and what a turn of the loop does.
struct Kernel {
    Layout layout;
    Reads reads;
    Loop loop;
};

// A batch's rows as steps, one 8-byte word a row: frame f's row i at [f * MAX_ROWS + i] holds row i + 1's squares and the
// shift from row i to it (FrameSteps).
std::vector<uint2> stepsOf(const Batch& batch) {
    std::vector<uint2> steps((size_t) batch.frames * MAX_ROWS, uint2{0, 0});
    for (size_t f = 0; f < (size_t) batch.frames; f++) {
        for (int i = 0; i + 1 < batch.rows[f]; i++) {
            steps[f * MAX_ROWS + i] = uint2{batch.masks[f * MAX_ROWS + i + 1], batch.shifts[f * MAX_ROWS + i]};
        }
    }
    return steps;
}

// Searches a batch's tasks on this processor with the kernel's own search function, adding to the flight's counts.
template <Layout LAYOUT, Reads READS, Loop LOOP>
void searchOnHost(const Batch& batch, const std::vector<uint2>& steps, const TaskBuffer& tasks, Flight& flight) {
    // The stack and its guard word before it (SelectedSearch).
    uint32_t guarded[1 + 3 * STACK_ROWS] = {};
    uint32_t* stack = guarded + 1;
    unsigned long long taken = 0;
    TaskQueue queue{tasks.data(), tasks.size(), &taken};
    FrameCounts counts{flight.interiors.data(), flight.nodes.data()};
    if (READS == Reads::ON_ROW_CHANGE) {
        searchQueue<LAYOUT, READS, LOOP>(StepsOf{steps.data(), batch.rows.data()}, queue, counts, stack, 1);
    } else {
        searchQueue<LAYOUT, READS, LOOP>(RowsOf{batch.masks.data(), batch.shifts.data(), batch.rows.data()}, queue, counts, stack, 1);
    }
}

// Calls `use` with the kernel's template arguments as types (std::integral_constant), for the twelve kernels.
template <typename Use>
void withKernel(Kernel kernel, Use use) {
    auto withLoop = [&](auto layout, auto reads) {
        if (kernel.loop == Loop::SELECTED) {
            use(layout, reads, std::integral_constant<Loop, Loop::SELECTED>{});
        } else if (kernel.loop == Loop::CONTINUOUS) {
            use(layout, reads, std::integral_constant<Loop, Loop::CONTINUOUS>{});
        } else {
            use(layout, reads, std::integral_constant<Loop, Loop::SEPARATE>{});
        }
    };
    auto withReads = [&](auto layout) {
        if (kernel.reads == Reads::ON_ROW_CHANGE) {
            withLoop(layout, std::integral_constant<Reads, Reads::ON_ROW_CHANGE>{});
        } else {
            withLoop(layout, std::integral_constant<Reads, Reads::EACH_TRY>{});
        }
    };
    if (kernel.layout == Layout::ONE_WORD) {
        withReads(std::integral_constant<Layout, Layout::ONE_WORD>{});
    } else {
        withReads(std::integral_constant<Layout, Layout::THREE_WORDS>{});
    }
}

// Opens a batch's tasks and starts their search on `stream` without waiting for it (on the host: searches them now, unless
// `openOnly`, host mode only: then the batch is opened alone).
void start(const Batch& batch, size_t target, bool host, bool openOnly, Kernel kernel, int blocks, cudaStream_t stream,
        Opening& opening, Flight& flight) {
    auto begin = std::chrono::steady_clock::now();
    flight.frames = batch.frames;
    flight.interiors.assign(batch.frames, 0);
    flight.nodes.assign(batch.frames, 0);
    openFrames(batch, target, opening, flight.nodes, flight.levels);
    const TaskBuffer& tasks = opening.tasks;
    std::vector<uint2> steps = kernel.reads == Reads::ON_ROW_CHANGE ? stepsOf(batch) : std::vector<uint2>();
    flight.tasks = tasks.size();
    flight.openMs = millisSince(begin);
    flight.searching = std::chrono::steady_clock::now();
    flight.onDevice = false;
    flight.buffers.clear();
    flight.openOnly = openOnly;
    if (openOnly) {
        return;
    }
    if (host) {
        withKernel(kernel, [&](auto layout, auto reads, auto loop) {
            searchOnHost<decltype(layout)::value, decltype(reads)::value, decltype(loop)::value>(batch, steps, tasks, flight);
        });
        return;
    }
    if (tasks.size() == 0) {
        return;
    }
    flight.onDevice = true;
    flight.stream = stream;
    Task* deviceTasks = toDevice(tasks.data(), tasks.size(), stream, "copying the tasks to the device");
    // The kernel reads the frames either as steps or as masks and shifts: the other is not copied (a byte is allocated).
    bool bySteps = kernel.reads == Reads::ON_ROW_CHANGE;
    // References, not copies: every vector a copy reads from lives until the wait below.
    const std::vector<uint32_t> none;
    const std::vector<uint32_t>& masks = bySteps ? none : batch.masks;
    const std::vector<uint32_t>& shifts = bySteps ? none : batch.shifts;
    uint32_t* deviceMasks = toDevice(masks, stream, "copying the frames to the device");
    uint32_t* deviceShifts = toDevice(shifts, stream, "copying the frames to the device");
    uint2* deviceSteps = toDevice(steps, stream, "copying the frames to the device");
    int* deviceRows = toDevice(batch.rows, stream, "copying the frames to the device");
    std::vector<unsigned long long> zeros(batch.frames, 0);
    flight.deviceInteriors = toDevice(zeros, stream, "allocating the counts");
    flight.deviceNodes = toDevice(zeros, stream, "allocating the counts");
    std::vector<unsigned long long> zero(1, 0);
    unsigned long long* deviceNext = toDevice(zero, stream, "allocating the task counter");
    // The copies above are from this thread's vectors, which end with this function, and from the opening's memory,
    // which the next batch's opening writes: wait for them before going on.
    check(cudaStreamSynchronize(stream), "copying a batch to the device");
    withKernel(kernel, [&](auto layout, auto reads, auto loop) {
        searchTasks<decltype(layout)::value, decltype(reads)::value, decltype(loop)::value><<<blocks, THREADS_PER_BLOCK, 0, stream>>>(deviceTasks,
                tasks.size(), deviceMasks, deviceShifts, deviceSteps, deviceRows, deviceNext, flight.deviceInteriors, flight.deviceNodes);
    });
    check(cudaGetLastError(), "starting the search");
    flight.buffers = {deviceTasks, deviceMasks, deviceShifts, deviceSteps, deviceRows, flight.deviceInteriors, flight.deviceNodes,
            deviceNext};
}

// Waits for a batch's search and prints its answer (a batch opened only: logs its opening, and answers nothing).
void finish(Flight& flight, FILE* log) {
    if (flight.openOnly) {
        unsigned long long opened = 0;
        for (unsigned long long count : flight.nodes) {
            opened += count;
        }
        std::fprintf(log, "open frames %d levels %d tasks %zu nodes %llu open_ms %.1f\n", flight.frames, flight.levels, flight.tasks,
                opened, flight.openMs);
        std::fflush(log);
        return;
    }
    if (flight.onDevice) {
        std::vector<unsigned long long> found(flight.frames, 0);
        std::vector<unsigned long long> placed(flight.frames, 0);
        check(cudaMemcpyAsync(found.data(), flight.deviceInteriors, found.size() * sizeof(unsigned long long), cudaMemcpyDeviceToHost,
                flight.stream), "reading the counts");
        check(cudaMemcpyAsync(placed.data(), flight.deviceNodes, placed.size() * sizeof(unsigned long long), cudaMemcpyDeviceToHost,
                flight.stream), "reading the counts");
        check(cudaStreamSynchronize(flight.stream), "the search");
        for (int f = 0; f < flight.frames; f++) {
            flight.interiors[f] += found[f];
            flight.nodes[f] += placed[f];
        }
        for (void* buffer : flight.buffers) {
            check(cudaFreeAsync(buffer, flight.stream), "freeing a batch's memory");
        }
        flight.buffers.clear();
        flight.onDevice = false;
    }
    // The log first: the caller may stop the program as soon as it has the answer.
    if (log != nullptr) {
        unsigned long long total = 0;
        for (unsigned long long count : flight.nodes) {
            total += count;
        }
        // search_ms runs from the batch's start to its answer: the next batch's opening overlaps it.
        std::fprintf(log, "batch frames %d levels %d tasks %zu nodes %llu open_ms %.1f search_ms %.1f\n", flight.frames, flight.levels,
                flight.tasks, total, flight.openMs, millisSince(flight.searching));
        std::fflush(log);
    }
    std::printf("counts %d\n", flight.frames);
    for (int f = 0; f < flight.frames; f++) {
        std::printf("%llu %llu\n", flight.interiors[f], flight.nodes[f]);
    }
    std::fflush(stdout);
}

// Answers "levels N TWICE ONCE": the plain search opened on the host, its tasks searched on the device (or here).
void answerLevels(const LevelsQuestion& question, size_t target, bool host, Layout layout, int blocks, cudaStream_t stream,
        Opening& opening, FILE* log) {
    auto begin = std::chrono::steady_clock::now();
    const int n = question.n;
    const uint32_t full = n == 32 ? ~0u : (1u << n) - 1u;
    std::vector<unsigned long long> counts(MAX_ROWS, 0);
    TaskBuffer& tasks = opening.tasks;
    tasks.clear();
    if (question.twice != 0) {
        tasks.push(Task{1, 0, question.twice, 0, 0, 0});
    }
    if (question.once != 0) {
        tasks.push(Task{0, 0, question.once, 0, 0, 0});
    }
    int levels = 0;
    // The queens a range's thread opened, a row each.
    std::vector<std::vector<unsigned long long>> opened((size_t) openers, std::vector<unsigned long long>(MAX_ROWS, 0));
    openTasks(opening, target, [&](const Task&) { return n; }, [&](const Task&, uint32_t) { return full; },
            [](const Task&, uint32_t) { return 1u; },
            [&](size_t range, const Task& task) { opened[range][task.level] += (unsigned long long) popcount(task.free) << task.frame; },
            levels);
    for (const std::vector<unsigned long long>& own : opened) {
        for (int row = 0; row < MAX_ROWS; row++) {
            counts[row] += own[row];
        }
    }
    double openMs = millisSince(begin);
    auto searching = std::chrono::steady_clock::now();
    if (host) {
        uint32_t stack[3 * STACK_ROWS];
        uint32_t own[MAX_ROWS] = {};
        PlainRows plain{full, n};
        // A low mark, so that the tests of the host mode move counts often, as the device does on large boards.
        RowCounts tally{own, 1, 0, HOST_FLUSH_AT, counts.data()};
        for (const Task* task = tasks.data(); task != tasks.data() + tasks.size(); task++) {
            tally.weight = task->frame;
            if (layout == Layout::ONE_WORD) {
                searchTask<Layout::ONE_WORD, Reads::EACH_TRY, Loop::SEPARATE>(*task, plain, stack, 1, tally);
            } else {
                searchTask<Layout::THREE_WORDS, Reads::EACH_TRY, Loop::SEPARATE>(*task, plain, stack, 1, tally);
            }
        }
        for (int row = 0; row < n; row++) {
            tally.flush(row);
        }
    } else if (tasks.size() > 0) {
        Task* deviceTasks = toDevice(tasks.data(), tasks.size(), stream, "copying the tasks to the device");
        std::vector<unsigned long long> zeros(MAX_ROWS, 0);
        unsigned long long* deviceLevels = toDevice(zeros, stream, "allocating the levels");
        std::vector<unsigned long long> zero(1, 0);
        unsigned long long* deviceNext = toDevice(zero, stream, "allocating the task counter");
        if (layout == Layout::ONE_WORD) {
            searchLevelTasks<Layout::ONE_WORD><<<blocks, LEVEL_THREADS_PER_BLOCK, 0, stream>>>(deviceTasks, tasks.size(), n, deviceNext,
                    deviceLevels);
        } else {
            searchLevelTasks<Layout::THREE_WORDS><<<blocks, LEVEL_THREADS_PER_BLOCK, 0, stream>>>(deviceTasks, tasks.size(), n, deviceNext,
                    deviceLevels);
        }
        check(cudaGetLastError(), "starting the levels search");
        std::vector<unsigned long long> found(MAX_ROWS, 0);
        check(cudaMemcpyAsync(found.data(), deviceLevels, found.size() * sizeof(unsigned long long), cudaMemcpyDeviceToHost, stream),
                "reading the levels");
        check(cudaStreamSynchronize(stream), "the levels search");
        for (int row = 0; row < n; row++) {
            counts[row] += found[row];
        }
        check(cudaFreeAsync(deviceTasks, stream), "freeing the levels' memory");
        check(cudaFreeAsync(deviceLevels, stream), "freeing the levels' memory");
        check(cudaFreeAsync(deviceNext, stream), "freeing the levels' memory");
        check(cudaStreamSynchronize(stream), "freeing the levels' memory");
        // The levels' opening outgrows the most (tens of millions of tasks); the device is idle here.
        opening.tasks.releaseOutgrown();
        opening.next.releaseOutgrown();
    }
    if (log != nullptr) {
        unsigned long long total = 0;
        for (unsigned long long count : counts) {
            total += count;
        }
        std::fprintf(log, "levels n %d opened %d tasks %zu nodes %llu open_ms %.1f search_ms %.1f\n", n, levels, tasks.size(), total,
                openMs, millisSince(searching));
        std::fflush(log);
    }
    std::printf("levels %d", n);
    for (int row = 0; row < n; row++) {
        std::printf(" %llu", counts[row]);
    }
    std::printf("\n");
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
    bool host = false;
    bool list = false;
    int device = 0;
    for (int a = 1; a < argc; a++) {
        if (std::strcmp(argv[a], "--host") == 0) {
            host = true;
        } else if (std::strcmp(argv[a], "--list") == 0) {
            list = true;
        } else if (std::strcmp(argv[a], "--device") == 0 && a + 1 < argc) {
            device = std::atoi(argv[++a]);
        } else {
            fail(2, std::string("unknown argument '") + argv[a] + "'; usage: nqueens-gpu --list | [--device K | --host]");
        }
    }
    // NQUEENS_GPU_ON_HOST=K (1 to 64) makes the program list K devices, each this processor, and search here: a dry run
    // of the toolkit's side (the engine, the benchmarks, run-gpu-check, --devices) on a machine without a device.
    const char* onHostName = std::getenv("NQUEENS_GPU_ON_HOST");
    const int onHost = onHostName != nullptr ? std::atoi(onHostName) : 0;
    // A program started for a device (not --host) first says how many the machine has, the line --list begins with.
    const bool onDevice = !host && !list;
    if (onHost >= 1 && onHost <= 64) {
        if (list) {
            std::printf("devices %d\n", onHost);
            for (int k = 0; k < onHost; k++) {
                std::printf("device %d host (NQUEENS_GPU_ON_HOST)\n", k);
            }
            return 0;
        }
        host = true;
    }
    // NQUEENS_GPU_OPEN_ONLY=1: each batch opened and logged, nothing searched nor answered (the header); host mode only.
    const char* openOnlyName = std::getenv("NQUEENS_GPU_OPEN_ONLY");
    const bool openOnly = !list && openOnlyName != nullptr && std::strcmp(openOnlyName, "1") == 0;
    if (openOnly && !host) {
        fail(2, "NQUEENS_GPU_OPEN_ONLY=1 times the host's opening alone, so it is for the host mode only (--host or "
                "NQUEENS_GPU_ON_HOST), not for a device, whose batches must be searched and answered");
    }
    if (onDevice) {
        int count = onHost >= 1 && onHost <= 64 ? onHost : 0;
        cudaError_t status = host ? cudaSuccess : cudaGetDeviceCount(&count);
        std::printf("devices %d\n", status == cudaSuccess ? count : 0);
        if (status != cudaSuccess || device < 0 || device >= count) {
            if (status != cudaSuccess) {
                std::printf("reason %s\n", cudaGetErrorString(status));
            } else {
                std::printf("reason the machine has %d CUDA device(s)%s, not device %d\n", count,
                        host ? " (NQUEENS_GPU_ON_HOST)" : "", device);
            }
            return 0;
        }
        // Said at once: the toolkit deals the count to the devices while this one wakes.
        std::fflush(stdout);
    }
    if (list) {
        int count = 0;
        cudaError_t status = cudaGetDeviceCount(&count);
        if (status != cudaSuccess) {
            std::printf("devices 0\nreason %s\n", cudaGetErrorString(status));
            return 0;
        }
        std::printf("devices %d\n", count);
        for (int k = 0; k < count; k++) {
            cudaDeviceProp properties;
            check(cudaGetDeviceProperties(&properties, k), "reading a device's properties");
            std::printf("device %d %s\n", k, properties.name);
        }
        return 0;
    }
    // The stack's layout: the count's keeps the diagonals too (the three-word stack: with the loop by selects, n = 20 in
    // 5.50-5.67 s on an H200 against 6.51-6.59 s with one word, alternated), the levels' keeps the free squares alone.
    // NQUEENS_GPU_STACK=one or three sets both, for comparisons.
    const char* stackName = std::getenv("NQUEENS_GPU_STACK");
    const bool stackOne = stackName != nullptr && std::strcmp(stackName, "one") == 0;
    const bool stackThree = stackName != nullptr && std::strcmp(stackName, "three") == 0;
    const Layout layout = stackOne ? Layout::ONE_WORD : Layout::THREE_WORDS;
    const Layout levelLayout = stackThree ? Layout::THREE_WORDS : Layout::ONE_WORD;
    // NQUEENS_GPU_READS=each reads a frame's rows again for every square tried (the kernel of 2026-11-27), for comparisons.
    const char* readsName = std::getenv("NQUEENS_GPU_READS");
    const Reads reads = readsName != nullptr && std::strcmp(readsName, "each") == 0 ? Reads::EACH_TRY : Reads::ON_ROW_CHANGE;
    // The count's loop by selects. NQUEENS_GPU_LOOP=separate chooses a turn's step by branches (the kernels of 2026-11-27
    // and session 13); NQUEENS_GPU_LOOP=continuous takes a thread's next task inside the loop (not yet timed on a device).
    const char* loopName = std::getenv("NQUEENS_GPU_LOOP");
    const bool separate = loopName != nullptr && std::strcmp(loopName, "separate") == 0;
    const bool continuous = loopName != nullptr && std::strcmp(loopName, "continuous") == 0;
    const Loop loop = separate ? Loop::SEPARATE : (continuous ? Loop::CONTINUOUS : Loop::SELECTED);
    const Kernel kernel{layout, reads, loop};
    const char* openersName = std::getenv("NQUEENS_GPU_OPENERS");
    const int ownOpeners = openersName != nullptr ? std::atoi(openersName) : 0;
    openers = ownOpeners >= 1 ? std::min(ownOpeners, 64) : 1;
    const char* tasksName = std::getenv("NQUEENS_GPU_TASKS");
    const size_t ownTarget = tasksName != nullptr ? (size_t) std::strtoull(tasksName, nullptr, 10) : 0;
    const size_t target = ownTarget > 0 ? ownTarget : TARGET_TASKS;
    // The first batch is opened to a quarter of the tasks: the device waits for its opening (n = 21: 0.4 to 0.7 s a
    // batch on the H200's host), not for any later one's, which overlaps a search; its fewer tasks balance less well,
    // but the second batch fills the multiprocessors its last tasks leave. NQUEENS_GPU_FIRST=full opens it as the rest.
    const char* firstName = std::getenv("NQUEENS_GPU_FIRST");
    const size_t firstTarget = firstName != nullptr && std::strcmp(firstName, "full") == 0 ? target : (target + 3) / 4;
    const size_t levelTarget = ownTarget > 0 ? ownTarget : LEVEL_TARGET_TASKS;
    // NQUEENS_GPU_LOG names a file to which each batch's tasks and times are appended, for measurements.
    const char* logName = std::getenv("NQUEENS_GPU_LOG");
    FILE* log = logName != nullptr && logName[0] != '\0' ? std::fopen(logName, "a") : nullptr;
    if (openOnly && log == nullptr) {
        fail(2, "NQUEENS_GPU_OPEN_ONLY=1 answers nothing but the log: set NQUEENS_GPU_LOG to a file it can append to");
    }
    int blocks = 0;
    int levelBlocks = 0;
    // Two streams, taken in turn by the batches: the next batch's search starts while the last one's last tasks run.
    cudaStream_t streams[2] = {nullptr, nullptr};
    if (host) {
        std::printf("ready host\n");
    } else {
        check(cudaSetDevice(device), "choosing the device");
        cudaDeviceProp properties;
        check(cudaGetDeviceProperties(&properties, device), "reading the device's properties");
        int perMultiprocessor = 0;
        withKernel(kernel, [&](auto layout, auto reads, auto loop) {
            check(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perMultiprocessor,
                    searchTasks<decltype(layout)::value, decltype(reads)::value, decltype(loop)::value>, THREADS_PER_BLOCK, 0),
                    "sizing the search");
        });
        blocks = properties.multiProcessorCount * (perMultiprocessor > 0 ? perMultiprocessor : 1);
        if (levelLayout == Layout::ONE_WORD) {
            check(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perMultiprocessor, searchLevelTasks<Layout::ONE_WORD>,
                    LEVEL_THREADS_PER_BLOCK, 0), "sizing the levels search");
        } else {
            check(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perMultiprocessor, searchLevelTasks<Layout::THREE_WORDS>,
                    LEVEL_THREADS_PER_BLOCK, 0), "sizing the levels search");
        }
        levelBlocks = properties.multiProcessorCount * (perMultiprocessor > 0 ? perMultiprocessor : 1);
        check(cudaFree(nullptr), "starting the device");
        for (cudaStream_t& stream : streams) {
            check(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking), "creating a stream");
        }
        std::printf("ready %s\n", properties.name);
    }
    std::fflush(stdout);
    Batch batch;
    LevelsQuestion question;
    Opening opening(!host);
    Flight flights[2];
    long batches = 0;
    int turn = 0;
    bool pending = false;
    long line = 0;
    for (;;) {
        Command command = readCommand(batch, question, line);
        if (command == Command::BATCH) {
            // The new batch starts before the one in flight is answered: the device goes from one to the next without waiting.
            start(batch, batches == 0 ? firstTarget : target, host, openOnly, kernel, blocks, streams[turn], opening, flights[turn]);
            batches++;
            if (pending) {
                finish(flights[1 - turn], log);
            }
            pending = true;
            turn = 1 - turn;
            continue;
        }
        if (pending) {
            finish(flights[1 - turn], log);
            pending = false;
        }
        if (command == Command::END) {
            break;
        }
        if (openOnly) {
            fail(2, "line " + std::to_string(line) + ": NQUEENS_GPU_OPEN_ONLY=1 opens batches, not the levels");
        }
        answerLevels(question, levelTarget, host, levelLayout, levelBlocks, streams[0], opening, log);
    }
    return 0;
}
