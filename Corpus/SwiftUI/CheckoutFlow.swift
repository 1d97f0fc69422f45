//
//  CheckoutFlow.swift
//  Greengrocer
//
//  Bag → shipping → payment → confirmation. Prices are in minor units (cents).
//

import SwiftUI
import PassKit

// MARK: - Models

struct BagItem: Identifiable, Equatable {
    let id: String
    var name: String
    var unitPrice: Int
    var quantity: Int
    var total: Int { unitPrice * quantity }
}

struct ShippingAddress: Equatable {
    var name = ""
    var street = ""
    var city = ""
    var postalCode = ""
    var isComplete: Bool { !name.isEmpty && !street.isEmpty && !city.isEmpty && postalCode.count >= 4 }
}

enum CheckoutStep: Int, CaseIterable {
    case bag, shipping, payment, confirmation
}

enum CouponError: LocalizedError {
    case expired, unknown
    var errorDescription: String? {
        switch self {
        case .expired: return "This coupon has expired."
        case .unknown: return "We don't recognize that code."
        }
    }
}

@MainActor
final class CheckoutModel: ObservableObject {
    @Published var items: [BagItem] = [
        BagItem(id: "sku-1041", name: "Heirloom Tomatoes", unitPrice: 499, quantity: 2),
        BagItem(id: "sku-2210", name: "Sourdough Loaf", unitPrice: 650, quantity: 1),
    ]
    @Published var step: CheckoutStep = .bag
    @Published var address = ShippingAddress()
    @Published var couponCode = ""
    @Published var couponError: CouponError?
    @Published var discount = 0
    @Published var isPlacingOrder = false
    @Published var orderNumber: String?

    var subtotal: Int { items.reduce(0) { $0 + $1.total } }
    var shipping: Int { subtotal >= 5000 ? 0 : 599 }
    var total: Int { max(0, subtotal + shipping - discount) }

    func format(_ cents: Int) -> String {
        (Decimal(cents) / 100).formatted(.currency(code: "USD"))
    }

    func applyCoupon() {
        switch couponCode.uppercased() {
        case "FRESH10": discount = subtotal / 10; couponError = nil
        case "SUMMER": couponError = .expired
        default: couponError = .unknown
        }
    }

    func placeOrder() async {
        isPlacingOrder = true
        defer { isPlacingOrder = false }
        try? await Task.sleep(for: .seconds(1))
        orderNumber = "GG-\(Int.random(in: 100_000...999_999))"
        step = .confirmation
    }
}

// MARK: - Flow

struct CheckoutFlow: View {
    @StateObject private var model = CheckoutModel()
    @Environment(\.dismiss) private var dismiss
    @State private var itemPendingRemoval: BagItem?
    @State private var showingLeaveConfirmation = false

    var body: some View {
        NavigationStack {
            Group {
                switch model.step {
                case .bag: bag
                case .shipping: shipping
                case .payment: payment
                case .confirmation: confirmation
                }
            }
            .navigationTitle(title(for: model.step))
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { showingLeaveConfirmation = true }
                }
            }
            .confirmationDialog("Leave checkout?", isPresented: $showingLeaveConfirmation) {
                Button("Leave Checkout", role: .destructive) { dismiss() }
                Button("Keep Shopping", role: .cancel) { }
            }
            .actionSheet(item: $itemPendingRemoval) { item in
                ActionSheet(
                    title: Text("Remove \(item.name)?"),
                    message: Text("you can add it again from the shop."),
                    buttons: [
                        .destructive(Text("Remove from Bag")) { remove(item) },
                        .default(Text("Save for later")) { remove(item) }, // expect: title-case
                        .cancel(),
                    ]
                )
            }
        }
    }

    private func title(for step: CheckoutStep) -> String {
        switch step {
        case .bag: return "Bag"
        case .shipping: return "Shipping"
        case .payment: return "Payment"
        case .confirmation: return "Thank You"
        }
    }

    private func remove(_ item: BagItem) {
        model.items.removeAll { $0.id == item.id }
    }

    // MARK: Bag

    private var bag: some View {
        List {
            ForEach(model.items) { item in
                HStack {
                    VStack(alignment: .leading) {
                        Text(item.name)
                        Text("qty \(item.quantity)").font(.caption).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text(model.format(item.total)).monospacedDigit()
                }
                .swipeActions {
                    Button(role: .destructive) { remove(item) } label: {
                        Label("Remove", systemImage: "trash")
                    }
                    Button { itemPendingRemoval = item } label: {
                        Label("More", systemImage: "ellipsis")
                    }
                }
            }
            Section {
                TextField("coupon code", text: $model.couponCode)
                    .textInputAutocapitalization(.characters)
                Button("apply coupon") { model.applyCoupon() } // expect: title-case
                if let error = model.couponError {
                    Text(error.localizedDescription).foregroundStyle(.red)
                }
            }
            Section {
                LabeledContent("Subtotal", value: model.format(model.subtotal))
                LabeledContent("Shipping", value: model.shipping == 0 ? "Free" : model.format(model.shipping))
                Button("Checkout") { model.step = .shipping } // expect: title-verb
                    .frame(maxWidth: .infinity)
                Button("Proceed to Checkout") { model.step = .shipping }
                Button("Continue Shopping") { dismiss() }
            }
        }
    }

    // MARK: Shipping

    private var shipping: some View {
        Form {
            Section("Ship To") {
                TextField("Full Name", text: $model.address.name)
                    .textContentType(.name)
                TextField("Street", text: $model.address.street)
                TextField("City", text: $model.address.city)
                TextField("ZIP", text: $model.address.postalCode)
                    .keyboardType(.numberPad)
            }
            Section {
                Button("Use My Current Location") { }
                Button("Use this Address") { model.step = .payment } // expect: title-case
                    .disabled(!model.address.isComplete)
                Button("Shipping Options") { } // expect: title-verb
                Button("Back to Bag") { model.step = .bag }
            }
        }
    }

    // MARK: Payment

    private var payment: some View {
        VStack(spacing: 16) {
            Text("Total: \(model.format(model.total))")
                .font(.title2.bold())
            PayWithApplePayButton(.checkout) {
                Task { await model.placeOrder() }
            }
            .frame(height: 48)
            Button {
                Task { await model.placeOrder() }
            } label: {
                if model.isPlacingOrder {
                    ProgressView()
                } else {
                    Text("Place Order")
                }
            }
            .buttonStyle(.borderedProminent)
            .disabled(model.isPlacingOrder)
            Button("Pay with Card") { }
            Button("Pay Later with Greengrocer Credit") { } // expect: title-length
            Button("Add a Gift Card or Promo Code") { } // expect: title-length
            Button("Edit Shipping Address") { model.step = .shipping }
            Text("by placing your order you agree to our terms.")
                .font(.footnote)
        }
        .padding()
    }

    // MARK: Confirmation

    private var confirmation: some View {
        VStack(spacing: 12) {
            Image(systemName: "checkmark.seal.fill")
                .font(.system(size: 56))
                .foregroundStyle(.green)
            Text("Order \(model.orderNumber ?? "") placed")
            Button("Track Order") { }
            Button("Track order \(model.orderNumber ?? "")") { } // expect: title-case
            Button("Details") { }
            Button("Email Receipt") { }
            Button("Done") { dismiss() }
                .keyboardShortcut(.defaultAction)
        }
    }
}

#Preview {
    CheckoutFlow()
}
