//
//  BudgetView.swift
//  Ledger
//

import SwiftUI

struct BudgetView: View {
    @State private var budget = Budget()

    var body: some View {
        VStack {
            Button("Add Expense") { budget.addExpense() }
            Button("Import Bank Statement") { budget.importStatement() }
            Button("Split the Bill") { budget.split() }
            Button("Export as CSV") { budget.export() }
            Button("Set monthly limit") { budget.setLimit() } // expect: title-case
            Button("Review last month") { budget.review() } // expect: title-case
        }
    }
}
