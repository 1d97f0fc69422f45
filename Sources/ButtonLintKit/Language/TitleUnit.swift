/// One unit of a title as the cut, the classifier and the keep phrases read it: a Unicode
/// scalar, or a byte of an ASCII title, which is its scalar. Those readers are generic over it so
/// that an ASCII title is read straight from its `String`'s bytes (`ASCIITitle`), with no array
/// of scalars made (about 600 instructions a title, and as many again to free it), by the same
/// code that reads any other title.
protocol TitleUnit {
    var titleScalar: Unicode.Scalar { get }
}

extension Unicode.Scalar: TitleUnit {
    var titleScalar: Unicode.Scalar { self }
}

extension UInt8: TitleUnit {
    var titleScalar: Unicode.Scalar { Unicode.Scalar(self) }
}

