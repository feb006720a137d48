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
// Usage:
//   nqueens-gpu --list                 prints "devices D", then "device K NAME" for each
//   nqueens-gpu [--device K | --host]  prints "ready NAME", then answers batches until its input ends
// A batch is the line "batch F" and F frame lines "ROWS M_0 .. M_ROWS-1 S_0 .. S_ROWS-2"; the answer
// is the line "counts F" and F lines "INTERIORS NODES", in the frames' order. --host searches on this
// processor instead, the same code, for tests on machines without a device.
// Exit codes: 0 at the end of the input, 2 for malformed input (a line naming it on stderr), 3 when
// the device fails or is missing (the CUDA error on stderr).

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <cuda_runtime.h>

namespace {

constexpr int MAX_ROWS = 32;
// Tasks at which the host stops opening frames: a few times the threads a large device runs at once.
constexpr size_t TARGET_TASKS = size_t(1) << 21;
// A task keeps at least this many free rows for the device.
constexpr int MIN_ROWS_LEFT = 5;
// The rows a thread's stack holds: a task is opened on the host until its search needs no more.
constexpr int STACK_ROWS = 24;
constexpr int THREADS_PER_BLOCK = 128;

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

// Searches one task to the end: the queens of rows level.. of its frame, whose free squares in row
// `level` are `free`. Adds the interiors and the nodes it finds. The stack keeps, for each row
// entered below the task's, the row's free squares before its queen was taken (the queen is their
// lowest, so it and the rest come back from them) and the diagonals; the columns come back by
// taking the queen out again. Entry k of a stack is at [k * stride], so threads of a block can
// interleave their stacks in shared memory.
__host__ __device__ inline void searchTask(const Task& task, const uint32_t* __restrict__ masks, const uint32_t* __restrict__ shifts,
        int rows, uint32_t* stackFree, uint32_t* stackL, uint32_t* stackR, int stride,
        unsigned long long& interiors, unsigned long long& nodes) {
    const int base = (int) task.level;
    int i = base;
    uint32_t free = task.free;
    uint32_t l = task.l;
    uint32_t d = task.d;
    uint32_t r = task.r;
    unsigned long long found = 0;
    unsigned long long placed = popcount(free);
    if (i + 1 == rows) {
        interiors += placed;
        nodes += placed;
        return;
    }
    for (;;) {
        if (free == 0) {
            if (i == base) {
                break;
            }
            i--;
            int k = (i - base) * stride;
            uint32_t before = stackFree[k];
            uint32_t queen = before & (0u - before);
            free = before ^ queen;
            d ^= queen;
            l = stackL[k];
            r = stackR[k];
            continue;
        }
        uint32_t bit = free & (0u - free);
        uint32_t shift = shifts[i];
        uint32_t nl = (l | bit) << shift;
        uint32_t nd = d | bit;
        uint32_t nr = (r | bit) >> shift;
        uint32_t next = masks[i + 1] & ~(nl | nd | nr);
        if (next == 0) {
            free ^= bit;
            continue;
        }
        unsigned int count = popcount(next);
        placed += count;
        if (i + 2 == rows) {
            found += count;
            free ^= bit;
            continue;
        }
        int k = (i - base) * stride;
        stackFree[k] = free;
        stackL[k] = l;
        stackR[k] = r;
        i++;
        free = next;
        l = nl;
        d = nd;
        r = nr;
    }
    interiors += found;
    nodes += placed;
}

__global__ void __launch_bounds__(THREADS_PER_BLOCK) searchTasks(const Task* __restrict__ tasks, unsigned long long taskCount,
        const uint32_t* __restrict__ masks, const uint32_t* __restrict__ shifts, const int* __restrict__ rows,
        unsigned long long* next, unsigned long long* interiors, unsigned long long* nodes) {
    __shared__ uint32_t stack[3 * STACK_ROWS * THREADS_PER_BLOCK];
    uint32_t* stackFree = stack + threadIdx.x;
    uint32_t* stackL = stackFree + STACK_ROWS * THREADS_PER_BLOCK;
    uint32_t* stackR = stackL + STACK_ROWS * THREADS_PER_BLOCK;
    for (;;) {
        unsigned long long t = atomicAdd(next, 1ULL);
        if (t >= taskCount) {
            return;
        }
        Task task = tasks[t];
        unsigned long long found = 0;
        unsigned long long placed = 0;
        searchTask(task, masks + (size_t) task.frame * MAX_ROWS, shifts + (size_t) task.frame * MAX_ROWS, rows[task.frame],
                stackFree, stackL, stackR, THREADS_PER_BLOCK, found, placed);
        atomicAdd(interiors + task.frame, found);
        atomicAdd(nodes + task.frame, placed);
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

// Reads the next batch; false at the end of the input.
bool readBatch(Batch& batch, long& line) {
    char word[16];
    int read = std::scanf("%15s", word);
    if (read == EOF) {
        return false;
    }
    line++;
    unsigned long long frames = 0;
    if (read != 1 || std::strcmp(word, "batch") != 0 || !readNumber(frames, line) || frames < 1 || frames > (1u << 24)) {
        fail(2, "line " + std::to_string(line) + ": expected 'batch F' with 1 <= F <= 16777216");
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
    return true;
}

// Opens the frames' searches a row at a time: every task whose search would need more rows of stack
// than a thread has, and all of them while there are too few tasks to fill the device (as long as
// they keep MIN_ROWS_LEFT rows). The nodes of the rows opened are counted here.
std::vector<Task> openTasks(const Batch& batch, std::vector<unsigned long long>& nodes, int& levels) {
    std::vector<Task> tasks;
    tasks.reserve(batch.frames);
    for (int f = 0; f < batch.frames; f++) {
        tasks.push_back(Task{(uint32_t) f, 0, batch.masks[(size_t) f * MAX_ROWS], 0, 0, 0});
    }
    levels = 0;
    for (;;) {
        bool few = tasks.size() < TARGET_TASKS;
        std::vector<Task> opened;
        opened.reserve(few ? tasks.size() * 4 : tasks.size());
        bool any = false;
        for (const Task& task : tasks) {
            int left = batch.rows[task.frame] - (int) task.level;
            if (left - 2 <= STACK_ROWS && !(few && left > MIN_ROWS_LEFT)) {
                opened.push_back(task);
                continue;
            }
            any = true;
            nodes[task.frame] += popcount(task.free);
            const uint32_t* masks = batch.masks.data() + (size_t) task.frame * MAX_ROWS;
            uint32_t shift = batch.shifts[(size_t) task.frame * MAX_ROWS + task.level];
            for (uint32_t free = task.free; free != 0;) {
                uint32_t bit = free & (0u - free);
                free ^= bit;
                uint32_t nl = (task.l | bit) << shift;
                uint32_t nd = task.d | bit;
                uint32_t nr = (task.r | bit) >> shift;
                uint32_t next = masks[task.level + 1] & ~(nl | nd | nr);
                if (next != 0) {
                    opened.push_back(Task{task.frame, task.level + 1, next, nl, nd, nr});
                }
            }
        }
        if (!any) {
            break;
        }
        tasks.swap(opened);
        levels++;
    }
    return tasks;
}

template <typename T>
T* toDevice(const std::vector<T>& values, const char* what) {
    T* device = nullptr;
    check(cudaMalloc(&device, values.size() * sizeof(T) + 1), what);
    check(cudaMemcpy(device, values.data(), values.size() * sizeof(T), cudaMemcpyHostToDevice), what);
    return device;
}

double millisSince(const std::chrono::steady_clock::time_point& start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

void answer(const Batch& batch, bool host, int blocks, FILE* log) {
    auto start = std::chrono::steady_clock::now();
    std::vector<unsigned long long> interiors(batch.frames, 0);
    std::vector<unsigned long long> nodes(batch.frames, 0);
    int levels = 0;
    std::vector<Task> tasks = openTasks(batch, nodes, levels);
    double opening = millisSince(start);
    auto searching = std::chrono::steady_clock::now();
    if (host) {
        uint32_t stackFree[STACK_ROWS];
        uint32_t stackL[STACK_ROWS];
        uint32_t stackR[STACK_ROWS];
        for (const Task& task : tasks) {
            searchTask(task, batch.masks.data() + (size_t) task.frame * MAX_ROWS, batch.shifts.data() + (size_t) task.frame * MAX_ROWS,
                    batch.rows[task.frame], stackFree, stackL, stackR, 1, interiors[task.frame], nodes[task.frame]);
        }
    } else if (!tasks.empty()) {
        Task* deviceTasks = toDevice(tasks, "copying the tasks to the device");
        uint32_t* deviceMasks = toDevice(batch.masks, "copying the frames to the device");
        uint32_t* deviceShifts = toDevice(batch.shifts, "copying the frames to the device");
        int* deviceRows = toDevice(batch.rows, "copying the frames to the device");
        std::vector<unsigned long long> zeros(batch.frames, 0);
        unsigned long long* deviceInteriors = toDevice(zeros, "allocating the counts");
        unsigned long long* deviceNodes = toDevice(zeros, "allocating the counts");
        std::vector<unsigned long long> zero(1, 0);
        unsigned long long* deviceNext = toDevice(zero, "allocating the task counter");
        searchTasks<<<blocks, THREADS_PER_BLOCK>>>(deviceTasks, tasks.size(), deviceMasks, deviceShifts, deviceRows, deviceNext,
                deviceInteriors, deviceNodes);
        check(cudaGetLastError(), "starting the search");
        check(cudaDeviceSynchronize(), "the search");
        std::vector<unsigned long long> found(batch.frames, 0);
        std::vector<unsigned long long> placed(batch.frames, 0);
        check(cudaMemcpy(found.data(), deviceInteriors, found.size() * sizeof(unsigned long long), cudaMemcpyDeviceToHost), "reading the counts");
        check(cudaMemcpy(placed.data(), deviceNodes, placed.size() * sizeof(unsigned long long), cudaMemcpyDeviceToHost), "reading the counts");
        for (int f = 0; f < batch.frames; f++) {
            interiors[f] += found[f];
            nodes[f] += placed[f];
        }
        cudaFree(deviceTasks);
        cudaFree(deviceMasks);
        cudaFree(deviceShifts);
        cudaFree(deviceRows);
        cudaFree(deviceInteriors);
        cudaFree(deviceNodes);
        cudaFree(deviceNext);
    }
    std::printf("counts %d\n", batch.frames);
    for (int f = 0; f < batch.frames; f++) {
        std::printf("%llu %llu\n", interiors[f], nodes[f]);
    }
    std::fflush(stdout);
    if (log != nullptr) {
        unsigned long long total = 0;
        for (unsigned long long count : nodes) {
            total += count;
        }
        std::fprintf(log, "batch frames %d levels %d tasks %zu nodes %llu open_ms %.1f search_ms %.1f\n", batch.frames, levels,
                tasks.size(), total, opening, millisSince(searching));
        std::fflush(log);
    }
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
    int blocks = 0;
    if (host) {
        std::printf("ready host\n");
    } else {
        check(cudaSetDevice(device), "choosing the device");
        cudaDeviceProp properties;
        check(cudaGetDeviceProperties(&properties, device), "reading the device's properties");
        int perMultiprocessor = 0;
        check(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perMultiprocessor, searchTasks, THREADS_PER_BLOCK, 0), "sizing the search");
        blocks = properties.multiProcessorCount * (perMultiprocessor > 0 ? perMultiprocessor : 1);
        check(cudaFree(nullptr), "starting the device");
        std::printf("ready %s\n", properties.name);
    }
    std::fflush(stdout);
    // NQUEENS_GPU_LOG names a file to which each batch's tasks and times are appended, for measurements.
    const char* logName = std::getenv("NQUEENS_GPU_LOG");
    FILE* log = logName != nullptr && logName[0] != '\0' ? std::fopen(logName, "a") : nullptr;
    Batch batch;
    long line = 0;
    while (readBatch(batch, line)) {
        answer(batch, host, blocks, log);
    }
    return 0;
}
