import ButtonLintCLI
import Foundation

#if canImport(Glibc)
// Blocks of 128 KiB and more (a large file's bytes and tokens, the walk's lists) are mapped from
// the system and given back when freed. Left alone, glibc raises that threshold each time such a
// block is freed, so later ones land in its heap, and the holes they leave once the walk is done
// stay resident for the whole run (about 9 MiB of a 500 MB tree's peak).
// `mallopt` is looked up by name: Swift's Glibc module does not include <malloc.h>.
if let mallopt = dlsym(nil, "mallopt") {
    let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD in <malloc.h>
    _ = unsafeBitCast(mallopt, to: (@convention(c) (Int32, Int32) -> Int32).self)(mmapThreshold, 1048576)
}
#endif

// The executable only hands its arguments to the library and exits with its status.
exit(ButtonLintCommand().run(arguments: Array(CommandLine.arguments.dropFirst())))
