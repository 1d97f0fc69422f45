#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One object per thread, made on the thread's first use and released when the thread ends
/// (a POSIX thread-specific slot): what each worker keeps for itself, such as its title memos
/// or its open folders, needs no lock.
///
/// Why it is unsafe: the slot holds a raw pointer, so the object is kept in it as an unmanaged
/// reference, retained by hand when stored and released by hand. What guards it: only this type
/// stores into its key, always a retained `Value`; a thread reads back only its own slot, and the
/// key's destructor releases the object exactly once, when its thread ends.
final class PerThread<Value: AnyObject>: @unchecked Sendable {
    private let key: pthread_key_t
    private let make: @Sendable () -> Value

    init(making make: @escaping @Sendable () -> Value) {
        var key = pthread_key_t()
        pthread_key_create(&key) { releaseThreadValue($0) }
        self.key = key
        self.make = make
    }

    /// The calling thread's object.
    var current: Value {
        if let existing = pthread_getspecific(key) {
            return Unmanaged<Value>.fromOpaque(existing).takeUnretainedValue()
        }
        let made = make()
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }
}

/// The thread-exit destructor of every `PerThread` (a C function: no captures, and a release
/// needs no type).
private func releaseThreadValue(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    Unmanaged<AnyObject>.fromOpaque(pointer).release()
}
